/** Spec 5: the message of every invalid e-mail address. */
export const INVALID_EMAIL_MESSAGE = 'Please provide a valid email address.';
/** Spec 8: what the form shows when the signup fails for any other reason. */
export const NEWSLETTER_SIGNUP_FAILED_MESSAGE = 'Unable to subscribe, please try again';
