import { createContext, useContext } from 'react';
import type { RouteRule, ThirdPartyConfig } from '@storefront/shared-contracts';

/** What the shell knows from the edge for the whole visit: route rules and third-party URLs. */
export interface ShellConfig {
  routeRules: readonly RouteRule[];
  thirdParty: ThirdPartyConfig;
}

export const NO_SHELL_CONFIG: ShellConfig = {
  routeRules: [],
  thirdParty: { tagManager: null, marketing: null, sessionRecording: null, iconService: null },
};

export const ShellConfigContext = createContext<ShellConfig>(NO_SHELL_CONFIG);

export function useShellConfig(): ShellConfig {
  return useContext(ShellConfigContext);
}
