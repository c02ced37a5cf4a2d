import { pageTitle, type Language, type PageHead, type RouteMatch } from '@storefront/shared-contracts';

type Labels = { en: string; de: string };

/** Page names for titles (spec 2.2); German where the /de storefront reads German. */
const ROUTE_LABELS: Record<string, Labels> = {
  faq: { en: 'FAQ', de: 'Häufige Fragen' },
  login: { en: 'Login', de: 'Anmelden' },
  signup: { en: 'Create account', de: 'Konto erstellen' },
  'forgot-password': { en: 'Forgot password', de: 'Passwort vergessen' },
  'reset-password': { en: 'Reset password', de: 'Passwort zurücksetzen' },
  contact: { en: 'Contact', de: 'Kontakt' },
  reviews: { en: 'Shop reviews', de: 'Bewertungen' },
  sitemap: { en: 'Sitemap', de: 'Sitemap' },
  test123: { en: 'Test', de: 'Test' },
  checkout: { en: 'Checkout', de: 'Kasse' },
  'order-overview': { en: 'Order overview', de: 'Bestellübersicht' },
  'order-status': { en: 'Order status', de: 'Status der Bestellung' },
  'our-story': { en: 'Our story', de: 'Unsere Geschichte' },
  affiliates: { en: 'Affiliate programme', de: 'Affiliate-Programm' },
  'work-careers': { en: 'Work & careers', de: 'Arbeit & Karriere' },
  blog: { en: 'Blog', de: 'Blog' },
  authors: { en: 'Authors', de: 'Autoren' },
  'price-list': { en: 'Price list', de: 'Preisliste' },
  seedfinder: { en: 'Seedfinder', de: 'Seedfinder' },
  'discount-codes': { en: 'Discount codes', de: 'Rabattcodes' },
  product: { en: 'Products', de: 'Produkte' },
  collections: { en: 'Collections', de: 'Kollektionen' },
  'collections-all': { en: 'All seeds', de: 'Alle Samen' },
  account: { en: 'My account', de: 'Mein Konto' },
  'account-details': { en: 'Account details', de: 'Kontodaten' },
  'account-addresses': { en: 'Addresses', de: 'Adressen' },
  'account-wishlist': { en: 'Wishlist', de: 'Wunschliste' },
  'account-order': { en: 'Order', de: 'Bestellung' },
  'account-orders': { en: 'Orders', de: 'Bestellungen' },
  'account-orders-slug': { en: 'Order', de: 'Bestellung' },
  'refund-policy': { en: 'Refund policy', de: 'Erstattungsrichtlinie' },
  'return-policy': { en: 'Return policy', de: 'Rückgaberichtlinie' },
  'privacy-policy': { en: 'Privacy policy', de: 'Datenschutz' },
  'terms-conditions': { en: 'Terms & conditions', de: 'AGB' },
  'shipping-delivery': { en: 'Shipping & delivery', de: 'Versand & Lieferung' },
  'payment-processing': { en: 'Payment options', de: 'Zahlungsabwicklung' },
};

const DESCRIPTIONS: Labels = {
  en: 'Cannabis seeds for home growers: feminised, autoflowering and regular strains, shipped discreetly.',
  de: 'Cannabissamen für Hobbygärtner: feminisierte, Autoflower- und reguläre Sorten, diskret versendet.',
};

/** `northern-lights-auto` -> `Northern Lights Auto` (the server has no product name before the api answers). */
export function humanizeSlug(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

function pick(labels: Labels, language: Language): string {
  return language === 'de' ? labels.de : labels.en;
}

function pageLabel(match: RouteMatch, language: Language): string | null {
  const { slug, page } = match.params;
  switch (match.routeId) {
    case 'index':
      return null;
    case 'product-slug':
    case 'blog-slug':
    case 'authors-slug':
      return humanizeSlug(slug ?? '');
    case 'collections-slug':
      return humanizeSlug(slug ?? '');
    case 'collections-slug-page':
      return `${humanizeSlug(slug ?? '')} – ${language === 'de' ? 'Seite' : 'Page'} ${page}`;
    default: {
      const labels = ROUTE_LABELS[match.routeId];
      return labels ? pick(labels, language) : null;
    }
  }
}

export interface PageMeta {
  title: string;
  description: string;
  /** Keep out of search indexes: not-found pages and pages the spec lists without metadata. */
  noindex: boolean;
}

/**
 * Title, description and indexing of a page. The rendered page's head wins (the product's real name);
 * without one (client-rendered or a fallback) the route gives a label, slugs humanised.
 */
export function pageMeta(
  match: RouteMatch,
  notFound: boolean,
  displayPath: string,
  language: Language,
  head: PageHead | null = null,
  notFoundTitle?: string,
): PageMeta {
  const description = head?.description ?? pick(DESCRIPTIONS, language);
  if (notFound)
    return {
      title: notFoundTitle ?? `Page not found: ${displayPath}`,
      description: pick(DESCRIPTIONS, language),
      noindex: true,
    };
  return {
    title: pageTitle(head?.title ?? pageLabel(match, language), match.storefront),
    description,
    noindex: match.route.noMeta === true,
  };
}
