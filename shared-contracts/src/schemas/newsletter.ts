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
 * 201 for a new subscription (a welcome e-mail with the 10% code is on its way); 200 with
 * `alreadySubscribed: true` when the address (case-insensitive) was subscribed before: not an error.
 */
export const newsletterSignupResponseSchema = z.object({
  subscribed: z.literal(true),
  alreadySubscribed: z.boolean(),
});
export type NewsletterSignupResponse = z.infer<typeof newsletterSignupResponseSchema>;
