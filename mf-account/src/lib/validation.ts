import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type ApiError } from '@storefront/shared-contracts';

/** The browser's check of an address (the api checks again); spec 5's message when it fails. */
export const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
export const isValidPassword = (value: string) =>
  value.length >= PASSWORD_MIN_LENGTH && value.length <= PASSWORD_MAX_LENGTH;

/** Message ids of spec 5 per field name, for the api's 400 issues (`body.city` -> city). */
export const FIELD_MESSAGE_IDS: Record<string, string> = {
  email: 'account.field.emailInvalid',
  password: 'account.field.passwordInvalid',
  newPassword: 'account.field.passwordInvalid',
  firstName: 'account.field.firstNameRequired',
  lastName: 'account.field.lastNameRequired',
  phone: 'account.field.phoneRequired',
  line1: 'account.field.addressRequired',
  city: 'account.field.cityRequired',
  postalCode: 'account.field.postalCodeRequired',
  state: 'account.field.stateRequired',
  country: 'account.field.countryRequired',
};

/** The fields an api 400 names (`body.city`), as message ids. */
export function fieldErrorsOf(error: ApiError | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error?.issues ?? []) {
    const field = issue.path.replace(/^body\./, '').split('.')[0] ?? '';
    const id = FIELD_MESSAGE_IDS[field];
    if (id && !errors[field]) errors[field] = id;
  }
  return errors;
}
