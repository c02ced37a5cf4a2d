import { EMAIL_PATTERN } from '@storefront/shared-contracts';

export interface ContactFields {
  name: string;
  email: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactFields, 'required' | 'email'>>;

/** The same rules as the api's contactMessageSchema: a name, a valid e-mail (spec 5), a message. */
export function validateContact(f: ContactFields): ContactErrors {
  const errors: ContactErrors = {};
  if (!f.name.trim()) errors.name = 'required';
  const email = f.email.trim();
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) errors.email = 'email';
  if (!f.message.trim()) errors.message = 'required';
  return errors;
}
