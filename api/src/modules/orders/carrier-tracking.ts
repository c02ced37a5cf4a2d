/**
 * Where a shopper follows a shipment: each carrier's own public tracking page, in one table. A good shop links
 * to the carrier itself (not to a page of its own that only forwards) and always shows the tracking code as
 * text next to the link, so the parcel can still be followed when the carrier moves its page. A carrier that is
 * not in this table gets no link, only the code; untracked mail has neither (there is nothing to follow).
 */
interface TrackingTarget {
  code: string;
  /** The delivery address's ISO country and postal code: PostNL's page asks for them with the code. */
  country: string;
  postalCode: string;
}

const enc = encodeURIComponent;

const TRACKING_PAGES: Readonly<Record<string, (t: TrackingTarget) => string>> = {
  tracking_postnl: (t) =>
    `https://jouw.postnl.nl/track-and-trace/${enc(t.code)}-${enc(t.country.toUpperCase())}-${enc(t.postalCode.replace(/\s+/g, '').toUpperCase())}`,
  tracking_asendia: (t) => `https://tracking.asendia.com/tracking/${enc(t.code)}`,
  external_usps: (t) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${enc(t.code)}`,
  tracking_canada_post: (t) => `https://www.canadapost-postescanada.ca/track-reperage/en#/details/${enc(t.code)}`,
};

/** The carrier's tracking page for `code`, or null (no code yet, untracked mail, or a carrier without a page). */
export function trackingUrl(
  carrierKey: string,
  code: string | null,
  address: { country: string; postalCode: string } = { country: '', postalCode: '' },
): string | null {
  const page = TRACKING_PAGES[carrierKey];
  return code && page ? page({ code, country: address.country, postalCode: address.postalCode }) : null;
}
