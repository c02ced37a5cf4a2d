import type { ReactNode } from 'react';
import { UiIcon, type UiIconName } from '@storefront/shared-ui';
import { Label, PanelButton } from './header-buttons';

/**
 * Marks a header button whose drawer needs the shop's JavaScript (search, account, cart: their content comes from
 * the areas). With JavaScript disabled such a button would do nothing: it is hidden and a link to the page doing
 * the same job takes its place. With JavaScript on, a tap before hydration is held and replayed (the edge's loader).
 */
export const NEEDS_SCRIPT = { 'data-needs-script': '' } as const;

const HIDE_NEEDS_SCRIPT = '[data-needs-script]{display:none!important}';

/** Hides the buttons marked `NEEDS_SCRIPT` where scripts do not run (React renders no `noscript` content itself). */
export function NoScriptStyle() {
  return (
    <noscript>
      <style>{HIDE_NEEDS_SCRIPT}</style>
    </noscript>
  );
}

/** In place of a drawer button without JavaScript: the page it stands for, of the same look. */
export function NoScriptLink({
  href,
  icon,
  testId,
  children,
}: {
  href: string;
  icon: UiIconName;
  testId: string;
  children: ReactNode;
}) {
  return (
    <noscript>
      <PanelButton as="a" href={href} data-testid={testId}>
        <UiIcon name={icon} />
        <Label>{children}</Label>
      </PanelButton>
    </noscript>
  );
}
