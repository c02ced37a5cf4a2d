/**
 * A country's name in the interface language ("Belgien", "België"): addresses store ISO codes, and the CLDR data
 * of Intl names them the same on the server render and in the browser.
 */
export function countryName(locale: string, iso: string): string {
  return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(iso.toUpperCase()) ?? iso;
}

/** A date of birth (an ISO day, "1990-05-05") as the locale writes dates ("5 May 1990", "5. Mai 1990"). */
export function formatBirthDate(locale: string, isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDay;
  // The day as stored: formatted in UTC, so no time zone moves it to the day before.
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
