import type { RouteRule } from '../schemas/settings';

/**
 * Spec 2.3: the server's route rule for a path, matched exactly on the path as requested or decoded.
 * The edge applies it to every page request, the shell to every navigation inside the page.
 */
export function findRouteRule(
  rules: readonly RouteRule[],
  rawPath: string,
  decodedPath: string = rawPath,
): RouteRule | undefined {
  return rules.find((rule) => rule.from === rawPath || rule.from === decodedPath);
}
