import { pageTitle, type Language, type PageHead, type RouteMatch } from '@storefront/shared-contracts';

type Labels = Record<Language, string>;

/** Page names for titles (spec 2.2), in every interface language (the Europe storefront reads nl and fr too). */
const ROUTE_LABELS: Record<string, Labels> = {
  faq: { en: 'FAQ', de: 'Häufige Fragen', nl: 'Veelgestelde vragen', fr: 'FAQ' },
  login: { en: 'Login', de: 'Anmelden', nl: 'Inloggen', fr: 'Connexion' },
  signup: { en: 'Create account', de: 'Konto erstellen', nl: 'Account aanmaken', fr: 'Créer un compte' },
  'forgot-password': {
    en: 'Forgot password',
    de: 'Passwort vergessen',
    nl: 'Wachtwoord vergeten',
    fr: 'Mot de passe oublié',
  },
  'reset-password': {
    en: 'Reset password',
    de: 'Passwort zurücksetzen',
    nl: 'Wachtwoord opnieuw instellen',
    fr: 'Réinitialiser le mot de passe',
  },
  contact: { en: 'Contact', de: 'Kontakt', nl: 'Contact', fr: 'Contact' },
  reviews: { en: 'Shop reviews', de: 'Bewertungen', nl: 'Winkelreviews', fr: 'Avis sur la boutique' },
  sitemap: { en: 'Sitemap', de: 'Sitemap', nl: 'Sitemap', fr: 'Plan du site' },
  test123: { en: 'Test', de: 'Test', nl: 'Test', fr: 'Test' },
  checkout: { en: 'Checkout', de: 'Kasse', nl: 'Afrekenen', fr: 'Paiement' },
  'order-overview': {
    en: 'Order overview',
    de: 'Bestellübersicht',
    nl: 'Besteloverzicht',
    fr: 'Récapitulatif de commande',
  },
  'order-status': { en: 'Order status', de: 'Status der Bestellung', nl: 'Bestelstatus', fr: 'Statut de commande' },
  'our-story': { en: 'Our story', de: 'Unsere Geschichte', nl: 'Ons verhaal', fr: 'Notre histoire' },
  affiliates: {
    en: 'Affiliate programme',
    de: 'Affiliate-Programm',
    nl: 'Affiliateprogramma',
    fr: "Programme d'affiliation",
  },
  'work-careers': { en: 'Work & careers', de: 'Arbeit & Karriere', nl: 'Werken bij', fr: 'Emplois & carrières' },
  blog: { en: 'Blog', de: 'Blog', nl: 'Blog', fr: 'Blog' },
  authors: { en: 'Authors', de: 'Autoren', nl: 'Auteurs', fr: 'Auteurs' },
  'price-list': { en: 'Price list', de: 'Preisliste', nl: 'Prijslijst', fr: 'Liste des prix' },
  seedfinder: { en: 'Seedfinder', de: 'Seedfinder', nl: 'Seedfinder', fr: 'Seedfinder' },
  search: { en: 'Search results', de: 'Suchergebnisse', nl: 'Zoekresultaten', fr: 'Résultats de recherche' },
  'discount-codes': { en: 'Discount codes', de: 'Rabattcodes', nl: 'Kortingscodes', fr: 'Codes de réduction' },
  product: { en: 'Products', de: 'Produkte', nl: 'Producten', fr: 'Produits' },
  collections: { en: 'Collections', de: 'Kollektionen', nl: 'Collecties', fr: 'Collections' },
  'collections-all': { en: 'All seeds', de: 'Alle Samen', nl: 'Alle zaden', fr: 'Toutes les graines' },
  account: { en: 'My account', de: 'Mein Konto', nl: 'Mijn account', fr: 'Mon compte' },
  'account-details': { en: 'Account details', de: 'Kontodaten', nl: 'Accountgegevens', fr: 'Informations du compte' },
  'account-addresses': { en: 'Addresses', de: 'Adressen', nl: 'Adressen', fr: 'Adresses' },
  'account-wishlist': { en: 'Wishlist', de: 'Wunschliste', nl: 'Verlanglijst', fr: 'Liste de souhaits' },
  'account-order': { en: 'Order', de: 'Bestellung', nl: 'Bestelling', fr: 'Commande' },
  'account-orders': { en: 'Orders', de: 'Bestellungen', nl: 'Bestellingen', fr: 'Commandes' },
  'account-orders-slug': { en: 'Order', de: 'Bestellung', nl: 'Bestelling', fr: 'Commande' },
  'refund-policy': {
    en: 'Refund policy',
    de: 'Erstattungsrichtlinie',
    nl: 'Terugbetalingsbeleid',
    fr: 'Politique de remboursement',
  },
  'return-policy': { en: 'Return policy', de: 'Rückgaberichtlinie', nl: 'Retourbeleid', fr: 'Politique de retour' },
  'privacy-policy': {
    en: 'Privacy policy',
    de: 'Datenschutz',
    nl: 'Privacybeleid',
    fr: 'Politique de confidentialité',
  },
  'terms-conditions': { en: 'Terms & conditions', de: 'AGB', nl: 'Algemene voorwaarden', fr: 'Conditions générales' },
  'shipping-delivery': {
    en: 'Shipping & delivery',
    de: 'Versand & Lieferung',
    nl: 'Verzending & levering',
    fr: 'Expédition & livraison',
  },
  'payment-processing': {
    en: 'Payment options',
    de: 'Zahlungsabwicklung',
    nl: 'Betaalverwerking',
    fr: 'Traitement des paiements',
  },
};

const DESCRIPTIONS: Labels = {
  en: 'Cannabis seeds for home growers: feminised, autoflowering and regular strains, shipped discreetly.',
  de: 'Cannabissamen für Hobbygärtner: feminisierte, Autoflower- und reguläre Sorten, diskret versendet.',
  nl: 'Cannabiszaden voor thuiskwekers: gefeminiseerde, autoflowering en reguliere soorten, discreet verzonden.',
  fr: 'Graines de cannabis pour cultivateurs amateurs : variétés féminisées, autoflorissantes et régulières, expédiées discrètement.',
};

const PAGE: Labels = { en: 'Page', de: 'Seite', nl: 'Pagina', fr: 'Page' };

/** `northern-lights-auto` -> `Northern Lights Auto` (the server has no product name before the api answers). */
export function humanizeSlug(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

function pick(labels: Labels, language: Language): string {
  return labels[language];
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
      return `${humanizeSlug(slug ?? '')} – ${PAGE[language]} ${page}`;
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
    noindex: match.route.noMeta === true || match.route.noindex === true,
  };
}
