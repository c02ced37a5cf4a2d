import { z } from 'zod';
import { LANGUAGES, storefrontByIso } from '../locales';
import { INVALID_EMAIL_MESSAGE } from '../model/newsletter';

/**
 * `POST /api/newsletter`. `iso` is the storefront (en-en, de-de ...); `language` the interface language the
 * welcome e-mail is written in, by default the storefront's.
 */
export const newsletterSignupSchema = z.object({
  email: z
    .string({ error: INVALID_EMAIL_MESSAGE })
    .trim()
    .max(254, INVALID_EMAIL_MESSAGE)
    .pipe(z.email({ error: INVALID_EMAIL_MESSAGE })),
  iso: z
    .string()
    .refine(
      (iso) => storefrontByIso(iso) !== undefined,
      'Unknown storefront; expected en-en, de-de, en-au, en-ca, en-uk, en-nz or en-us.',
    ),
  language: z.enum(LANGUAGES).optional(),
});
export type NewsletterSignup = z.input<typeof newsletterSignupSchema>;

/**
 * 202 for every accepted sign-up (the same answer whether the address is new, unconfirmed or
 * confirmed, so it tells nobody who is subscribed). Double opt-in: a new address gets a confirmation e-mail;
 * the welcome e-mail with the 10% code follows once its link is opened.
 */
export const newsletterSignupResponseSchema = z.object({
  accepted: z.literal(true),
});
export type NewsletterSignupResponse = z.infer<typeof newsletterSignupResponseSchema>;
