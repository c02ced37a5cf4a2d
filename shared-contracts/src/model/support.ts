/** The contact form's field messages (spec 5 has "Name is required." for a name; the message field is ours). */
export const SUPPORT_NAME_REQUIRED_MESSAGE = 'Name is required.';
export const SUPPORT_MESSAGE_REQUIRED_MESSAGE = 'Message is required.';
/** Spec 9: the contact form answers within 24 hours. */
export const SUPPORT_ANSWER_HOURS = 24;
