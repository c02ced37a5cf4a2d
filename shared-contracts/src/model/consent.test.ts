import { consentFromCookie } from './consent';
import { findRouteRule } from './route-rules';

describe('consent', () => {
  it("reads the gate's answer from its cookie", () => {
    expect(consentFromCookie('all')).toEqual({ entered: true, cookies: true });
    expect(consentFromCookie('essential')).toEqual({ entered: true, cookies: false });
    expect(consentFromCookie(undefined)).toEqual({ entered: false, cookies: false });
    expect(consentFromCookie('yes please')).toEqual({ entered: false, cookies: false });
  });
});

describe('findRouteRule', () => {
  const rules = [
    { from: '/shop', to: '/collections', status: 301 as const },
    { from: '/de/über', to: '/de', status: 302 as const },
  ];
  it('matches a path exactly, as requested or decoded', () => {
    expect(findRouteRule(rules, '/shop')?.to).toBe('/collections');
    expect(findRouteRule(rules, '/shop/x')).toBeUndefined();
    expect(findRouteRule(rules, '/de/%C3%BCber', '/de/über')?.to).toBe('/de');
  });
});
