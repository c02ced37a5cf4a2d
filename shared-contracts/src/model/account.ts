/** Spec 5 and 8: the account messages the api answers with and the browser shows (translated). */
export const ACCOUNT_MESSAGES = {
  loginFailed: 'Username and/or password is incorrect. Try again or reset your password.',
  invalidPassword: 'A valid password is required',
  passwordsDiffer: 'Passwords do not match',
  firstNameRequired: 'Name is required.',
  lastNameRequired: 'Last name is required.',
  resetFailed: 'Could not reset password, please contact support',
  forgotFailed: 'Unable to reset the password, please contact support',
} as const;

/** Account error codes (beside ERROR_CODES). */
export const ACCOUNT_ERROR_CODES = {
  invalidCredentials: 'INVALID_CREDENTIALS',
  tooManyAttempts: 'TOO_MANY_ATTEMPTS',
  unauthenticated: 'UNAUTHENTICATED',
  wrongPassword: 'WRONG_CURRENT_PASSWORD',
  invalidResetToken: 'INVALID_RESET_TOKEN',
  emailTaken: 'EMAIL_TAKEN',
  underage: 'UNDERAGE',
  badOrigin: 'BAD_ORIGIN',
} as const;

/**
 * The login form as a page without JavaScript posts it (`apiPaths.loginForm`, form-encoded `email`, `password` and
 * `returnTo`): the api answers 303 to `returnTo` once logged in (a same-site path, else the account overview), or
 * back to the login page with `?login-error=` (`LOGIN_FORM_ERRORS`) and the same `returnTo`, which the page shows
 * as the hydrated form would. The e-mail is not sent back in the address (it would land in logs and history).
 * Since 4.15.0.
 */
export const LOGIN_FORM = { errorQuery: 'login-error', returnField: 'returnTo' } as const;
export const LOGIN_FORM_ERRORS = ['failed', 'throttled'] as const;
export type LoginFormError = (typeof LOGIN_FORM_ERRORS)[number];

/**
 * A same-site path to go back to (a login's `?returnTo=`); anything else (another site, `//x`, a backslash, or a
 * control character or space, which a browser drops from an address: `/\t/x` would become `//x`) is null, so
 * neither the page nor the api's form route can be made to send a shopper elsewhere. Since 4.15.0.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2048 || !value.startsWith('/') || value.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  return /[\\\s\u0000-\u001f\u007f]/.test(value) ? null : value;
}

/** What makes a password valid (spec 5 leaves it open): 8 to 128 characters. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** Spec 9: the minimum age, checked against the date of birth. */
export const MINIMUM_AGE = 18;

/** Name of the HttpOnly cookie that carries the session token. */
export const SESSION_COOKIE = 'sf_session';

export const CULTIVATION_METHODS = ['indoor', 'outdoor', 'greenhouse', 'hydroponics'] as const;
export const FLOWERING_PREFERENCES = ['photoperiod', 'autoflower', 'both'] as const;
export const STRAIN_TYPE_PREFERENCES = ['indica', 'sativa', 'hybrid'] as const;
/** At most this many favourite strains in a Growers Profile. */
export const MAX_FAVOURITE_STRAINS = 10;
