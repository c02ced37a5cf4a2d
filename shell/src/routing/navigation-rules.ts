import { findRouteRule, safeDecode, withoutTrailingSlash, type RouteRule } from '@storefront/shared-contracts';

export type NavigationDecision =
  /** A full page request (renew=true: the edge clears cookies and storage; a rule leading off-site). */
  | { kind: 'reload'; href: string }
  /** A navigation inside the page that replaces the current entry. */
  | { kind: 'replace'; to: string }
  | { kind: 'stay' };

/**
 * Spec 2.3, applied to every navigation inside the page (the edge applies the same rules to every
 * page request): renew=true goes to the edge; a trailing slash goes; a server route rule redirects.
 */
export function decideNavigation(pathname: string, search: string, rules: readonly RouteRule[]): NavigationDecision {
  if (new URLSearchParams(search).get('renew') === 'true') return { kind: 'reload', href: `${pathname}${search}` };
  const trimmed = withoutTrailingSlash(pathname);
  if (trimmed !== null) return { kind: 'replace', to: `${trimmed}${search}` };
  const rule = findRouteRule(rules, pathname, safeDecode(pathname));
  if (!rule) return { kind: 'stay' };
  const to = rule.to.includes('?') ? rule.to : `${rule.to}${search}`;
  return rule.to.startsWith('/') && !rule.to.startsWith('//') ? { kind: 'replace', to } : { kind: 'reload', href: to };
}
