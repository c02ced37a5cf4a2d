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
