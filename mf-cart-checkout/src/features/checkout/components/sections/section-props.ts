import type { CheckoutErrors, CheckoutForm } from '@storefront/shared-contracts';

/** What every section of the checkout form gets: the form's values, its errors and how to change it. */
export interface SectionProps {
  form: CheckoutForm;
  errors: CheckoutErrors;
  /** Sets the next values (and drops the errors the change corrected). */
  update: (next: CheckoutForm) => void;
}
