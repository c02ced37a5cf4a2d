/** How accounts compare e-mail addresses (the unique index is on lower(email)): trimmed, lower case. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();
