const CURRENCY = String.raw`(?:€|A\$|C\$|NZ\$|US\$|\$|£|EUR|USD|GBP|AUD|CAD|NZD)`;
// 1,234.56 / 1.234,56 / 1 234,56 / 12.5 / 12
const AMOUNT = String.raw`\d{1,3}(?:[.,\u00a0\u202f ]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?`;
const PREFIXED = new RegExp(`${CURRENCY}\\s?(${AMOUNT})`);
const SUFFIXED = new RegExp(`(${AMOUNT})\\s?${CURRENCY}`);

/** Matches a price with its currency on either side ("€12.50", "12,50 €", "A$ 9.00"). */
export const MONEY_PATTERN = new RegExp(`${CURRENCY}\\s?(?:${AMOUNT})|(?:${AMOUNT})\\s?${CURRENCY}`);

/**
 * The first price in a text, in minor units ("€1,234.50" -> 123450, "12,50 €" -> 1250).
 * Throws when the text holds no price, so a broken price renders as a clear failure.
 */
export function parseMoney(text: string): number {
  const found = text.match(PREFIXED) ?? text.match(SUFFIXED);
  if (!found?.[1]) throw new Error(`No price with a currency in "${text}"`);
  const digits = found[1].replace(/[\s\u00a0\u202f]/g, '');
  const lastSep = Math.max(digits.lastIndexOf('.'), digits.lastIndexOf(','));
  // A separator followed by one or two digits at the end is the decimal point; any other is grouping.
  const decimals = lastSep >= 0 ? digits.length - lastSep - 1 : 0;
  const hasDecimals = lastSep >= 0 && decimals >= 1 && decimals <= 2;
  const whole = (hasDecimals ? digits.slice(0, lastSep) : digits).replace(/[.,]/g, '');
  const cents = hasDecimals ? digits.slice(lastSep + 1).padEnd(2, '0') : '00';
  return Number(whole) * 100 + Number(cents);
}
