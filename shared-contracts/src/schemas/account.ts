import { z } from 'zod';
import { dbIdSchema } from './common';
import {
  ACCOUNT_MESSAGES,
  CULTIVATION_METHODS,
  FLOWERING_PREFERENCES,
  MAX_FAVOURITE_STRAINS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  STRAIN_TYPE_PREFERENCES,
} from '../model/account';
import { INVALID_EMAIL_MESSAGE } from '../model/newsletter';
import { LANGUAGES, STOREFRONT_CODES } from '../locales';

const email = z
  .string({ error: INVALID_EMAIL_MESSAGE })
  .trim()
  .max(254, INVALID_EMAIL_MESSAGE)
  .pipe(z.email({ error: INVALID_EMAIL_MESSAGE }));
export const passwordSchema = z
  .string({ error: ACCOUNT_MESSAGES.invalidPassword })
  .min(PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.invalidPassword)
  .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.invalidPassword);
const firstName = z
  .string({ error: ACCOUNT_MESSAGES.firstNameRequired })
  .trim()
  .min(1, ACCOUNT_MESSAGES.firstNameRequired)
  .max(100);
const lastName = z
  .string({ error: ACCOUNT_MESSAGES.lastNameRequired })
  .trim()
  .min(1, ACCOUNT_MESSAGES.lastNameRequired)
  .max(100);
const isoDate = z.iso.date();

/** `POST /api/account/signup`: answers 202 `signupResponseSchema` whether or not the address had an account. */
export const signupSchema = z.object({
  email,
  password: passwordSchema,
  firstName,
  lastName,
  /** The interface language of the welcome e-mail (default: the storefront's). */
  language: z.enum(LANGUAGES).optional(),
  /** The storefront the links in e-mails point into (default en). */
  storefront: z.enum(STOREFRONT_CODES).optional(),
});
export type SignupRequest = z.input<typeof signupSchema>;
export const signupResponseSchema = z.object({ accepted: z.literal(true) });

/** `POST /api/account/login`. The password is not checked for shape: any string up to the maximum. */
export const loginSchema = z.object({
  email: z.string().trim().max(254),
  password: z.string().max(PASSWORD_MAX_LENGTH),
});
export type LoginRequest = z.input<typeof loginSchema>;

export const customerSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** YYYY-MM-DD or null. */
  dateOfBirth: z.string().nullable(),
});
export type Customer = z.infer<typeof customerSchema>;

/** `GET /api/account/me` and the answer of login/logout/reset: the session of this browser. */
export const sessionResponseSchema = z.object({
  loggedIn: z.boolean(),
  customer: customerSchema.nullable(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/**
 * `PUT /api/account/details`. `name` is the display name; the date of birth, when given, must be 18+ years ago.
 * A new `email` is not taken at once: a confirmation link goes to it (see `accountDetailsResponseSchema`).
 */
export const accountDetailsSchema = z.object({
  name: z.string().trim().max(100).default(''),
  firstName,
  lastName,
  email,
  dateOfBirth: isoDate.nullable().default(null),
  /** The language of the confirmation e-mail and page of an e-mail change (default: the storefront's). */
  language: z.enum(LANGUAGES).optional(),
  /** The storefront the confirmation page links back into (default en). */
  storefront: z.enum(STOREFRONT_CODES).optional(),
});
export type AccountDetailsRequest = z.input<typeof accountDetailsSchema>;
/**
 * The answer of `PUT /api/account/details`: the session with the details saved (200), or, when the e-mail
 * address was to change, 202 with the address the confirmation link went to, whether or not it was free
 * (the customer's e-mail stays as it was until the link is opened).
 */
export const accountDetailsResponseSchema = sessionResponseSchema.extend({
  emailChangeSentTo: z.string().nullable(),
});
export type AccountDetailsResponse = z.infer<typeof accountDetailsResponseSchema>;

/** `POST /api/account/password`: the current password is required. */
export const changePasswordSchema = z.object({
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH),
  newPassword: passwordSchema,
});
export type ChangePasswordRequest = z.input<typeof changePasswordSchema>;

export const forgotPasswordSchema = z.object({
  email,
  language: z.enum(LANGUAGES).optional(),
  storefront: z.enum(STOREFRONT_CODES).optional(),
});
export type ForgotPasswordRequest = z.input<typeof forgotPasswordSchema>;
/** Always the same answer ("Password reset email sent."), whether or not the address has an account. */
export const forgotPasswordResponseSchema = z.object({ sent: z.literal(true) });

export const resetPasswordSchema = z.object({
  token: z.string().min(1).max(100),
  password: passwordSchema,
});
export type ResetPasswordRequest = z.input<typeof resetPasswordSchema>;

const countryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'A two-letter country code')
  .transform((c) => c.toUpperCase());
const required = (message: string, max = 120) => z.string({ error: message }).trim().min(1, message).max(max);

/** Spec 3: an address of the address book. */
export const addressInputSchema = z.object({
  firstName,
  lastName,
  phone: required('Phone is required.', 40),
  line1: required('Address is required.', 200),
  line2: z.string().trim().max(200).default(''),
  city: required('City is required.'),
  postalCode: required('Postal code is required.', 20),
  state: z.string().trim().max(120).default(''),
  country: countryCode,
  defaultShipping: z.boolean().default(false),
  defaultBilling: z.boolean().default(false),
});
export type AddressInput = z.input<typeof addressInputSchema>;
export const addressSchema = z.object({
  id: z.number().int().positive(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  postalCode: z.string(),
  state: z.string(),
  country: z.string(),
  defaultShipping: z.boolean(),
  defaultBilling: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;
export const addressListSchema = z.object({ addresses: z.array(addressSchema) });
export type AddressList = z.infer<typeof addressListSchema>;

export const growerProfileSchema = z.object({
  growingSince: z.number().int().min(1950).max(2100).nullable(),
  cultivationMethod: z.enum(CULTIVATION_METHODS).nullable(),
  floweringType: z.enum(FLOWERING_PREFERENCES).nullable(),
  favouriteStrainType: z.enum(STRAIN_TYPE_PREFERENCES).nullable(),
  /** Products of the shop, by id; the answer carries their names and slugs. */
  favouriteStrainIds: z.array(dbIdSchema).max(MAX_FAVOURITE_STRAINS),
});
export type GrowerProfileInput = z.input<typeof growerProfileSchema>;
export const growerProfileResponseSchema = growerProfileSchema.extend({
  favouriteStrains: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string() })),
});
export type GrowerProfile = z.infer<typeof growerProfileResponseSchema>;

export const wishlistItemSchema = z.object({
  productId: z.number().int().positive(),
  slug: z.string(),
  name: z.string(),
  addedAt: z.string(),
});
export const wishlistSchema = z.object({ items: z.array(wishlistItemSchema) });
export type Wishlist = z.infer<typeof wishlistSchema>;
export type WishlistItem = z.infer<typeof wishlistItemSchema>;
