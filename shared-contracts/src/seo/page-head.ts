import { STOREFRONTS, type Language, type StorefrontCode } from '../locales';

/** Shop name in titles and Open Graph; the spec names none. */
export const SHOP_NAME = 'Seed Shop';

/** The image a page shows first (its LCP element): preloaded with high priority by the edge. */
export interface LcpImage {
  src: string;
  srcSet: string;
  /** The `sizes` attribute the page's `<img>` uses (only for width descriptors in `srcSet`). */
  sizes?: string;
}

/**
 * What a page tells the document head, computed from the data its prefetch put in the store. The same
 * function runs on the server (the edge writes the tags) and in the browser after a navigation (title).
 */
export interface PageHead {
  /** The page's own label, e.g. the product name; the brand is appended by `pageTitle`. */
  title?: string;
  description?: string;
  /** Open Graph type; `website` when absent. */
  ogType?: 'website' | 'product';
  /** Absolute-path image for Open Graph. */
  ogImage?: string;
  lcpImage?: LcpImage;
  /**
   * The languages the page's text exists in (a blog post without a German version): the edge writes hreflang
   * alternates only for storefronts whose language is listed. Absent: the page exists in every storefront.
   * Since 2.5.0.
   */
  languages?: Language[];
  /** Structured data (schema.org), one `<script type="application/ld+json">` each. */
  jsonLd?: Record<string, unknown>[];
}

/** The storefront's region in its own language: a German title reads "Deutschland", not "Germany". */
const regionName = ({ language, intlRegion, title }: (typeof STOREFRONTS)[StorefrontCode]) =>
  new Intl.DisplayNames(language, { type: 'region' }).of(intlRegion) ?? title;

/** `{label} | Seed Shop {storefront}`; the Europe storefront carries no region. */
export function pageTitle(label: string | null | undefined, storefront: StorefrontCode): string {
  const brand = storefront === 'en' ? SHOP_NAME : `${SHOP_NAME} ${regionName(STOREFRONTS[storefront])}`;
  return label ? `${label} | ${brand}` : brand;
}
