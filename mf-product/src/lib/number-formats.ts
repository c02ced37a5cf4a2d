/** A rating as the page's language writes it with one decimal: 4.3, 4,3. */
export const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;
