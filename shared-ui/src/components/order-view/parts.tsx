import type { OrderView } from '@storefront/shared-contracts';
import styled from 'styled-components';
import { FormattedMessage, useIntl } from '@storefront/shared-ui';

/** One block of the order's details, under a rule, with its heading. */
export const Section = styled.section`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(4)};
  h2 {
    font-size: 1.2rem;
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
  ul {
    padding: 0;
    list-style: none;
    margin: 0;
  }
  .carrier {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(3)};
    align-items: center;
  }
  a {
    color: ${({ theme }) => theme.colors.brand};
    display: inline-block;
    min-height: ${({ theme }) => theme.touchTarget};
    line-height: ${({ theme }) => theme.touchTarget};
  }
`;

/** Label/value rows: the facts of the order, its lines and totals. */
export const Summary = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  margin: 0;
  dd {
    margin: 0;
    text-align: right;
  }
  .total {
    font-weight: 800;
    font-size: 1.15rem;
  }
`;

/** A date in the shopper's language (dates of the estimate are calendar days, read in UTC). */
export function DateText({ value }: { value: string }) {
  const intl = useIntl();
  return <>{intl.formatDate(value, { dateStyle: 'medium', timeZone: 'UTC' })}</>;
}

/**
 * The shipping method by kind in the interface language, as checkout names it (the api's carrier label is
 * English); the api's label when the kind is not known.
 */
export function ShippingName({ tracked, label }: { tracked: boolean | undefined; label: string }) {
  if (tracked === undefined) return <>{label}</>;
  return <FormattedMessage id={tracked ? 'orders.shippingName.tracked' : 'orders.shippingName.untracked'} />;
}

/**
 * Generic payment methods named in the interface language (the api names them in the storefront's words, in
 * English for the Europe storefront); brands (iDEAL, Klarna ...) keep their own names.
 */
const TRANSLATED_PAYMENTS = new Set(['credit_card', 'bank_transfer']);

export function usePaymentName(method: OrderView['paymentMethod']): string {
  const intl = useIntl();
  return TRANSLATED_PAYMENTS.has(method.code)
    ? intl.formatMessage({ id: `orders.paymentName.${method.code}` }, { name: method.name })
    : method.name;
}

const regionNames = new Map<string, Intl.DisplayNames>();

/** A country's name in the page's language from its ISO code (the api's stored name is English or German). */
export function useCountryName(): (iso: string, fallback: string) => string {
  const { locale } = useIntl();
  return (iso, fallback) => {
    if (!iso) return fallback;
    let names = regionNames.get(locale);
    if (!names) {
      names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
      regionNames.set(locale, names);
    }
    try {
      return names.of(iso.toUpperCase()) ?? fallback;
    } catch {
      return fallback;
    }
  };
}
