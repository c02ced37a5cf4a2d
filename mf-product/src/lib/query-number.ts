/**
 * A whole number from a page's query (the api's form routes write ids and counts there on their 303 back), or null
 * for anything else: a shopper can edit the address, so what is not 1-10 digits is no answer.
 */
export const wholeNumber = (value: string | null): number | null =>
  value !== null && /^\d{1,10}$/.test(value) ? Number(value) : null;
