import { INVALID_EMAIL_MESSAGE } from '../model/newsletter';
import { newsletterSignupSchema } from './newsletter';

describe('newsletter contract', () => {
  it('trims the address and accepts a storefront iso with an optional language', () => {
    expect(newsletterSignupSchema.parse({ email: ' a@example.com ', iso: 'de-de' })).toEqual({
      email: 'a@example.com',
      iso: 'de-de',
    });
    expect(newsletterSignupSchema.parse({ email: 'a@example.com', iso: 'en-en', language: 'nl' }).language).toBe('nl');
  });

  it('gives every bad address the spec message and refuses unknown storefronts and languages', () => {
    for (const email of ['', 'nope', 'a@b', undefined]) {
      const result = newsletterSignupSchema.safeParse({ email, iso: 'en-en' });
      expect(result.error?.issues.map((i) => i.message)).toEqual([INVALID_EMAIL_MESSAGE]);
    }
    expect(newsletterSignupSchema.safeParse({ email: 'a@example.com', iso: 'en' }).success).toBe(false);
    expect(newsletterSignupSchema.safeParse({ email: 'a@example.com', iso: 'en-en', language: 'es' }).success).toBe(
      false,
    );
  });
});
