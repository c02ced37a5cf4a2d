/**
 * The entry gate's answer, kept in the `sf_consent` cookie for a year: `all` when the shopper allowed
 * functional, analytical and marketing cookies, `essential` when they entered without.
 */
export type ConsentCookie = 'all' | 'essential';

export interface Consent {
  /** Passed the 18+ entry gate. */
  entered: boolean;
  /** Allowed analytical and marketing cookies (tag manager, marketing script). */
  cookies: boolean;
}

export function consentFromCookie(value: string | null | undefined): Consent {
  if (value === 'all') return { entered: true, cookies: true };
  if (value === 'essential') return { entered: true, cookies: false };
  return { entered: false, cookies: false };
}
