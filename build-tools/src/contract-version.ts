import { createRequire } from 'node:module';
import type * as VersionModule from '@storefront/shared-contracts/version';

/**
 * The contract version every build records (release.json), imported from shared-contracts. Through require():
 * shared-contracts is a package without `"type"`, and Node's import() of its TypeScript prints a
 * MODULE_TYPELESS_PACKAGE_JSON warning on every build; require() loads the same module silently.
 */
export const { CONTRACT_VERSION } = createRequire(import.meta.url)(
  '@storefront/shared-contracts/version',
) as typeof VersionModule;
