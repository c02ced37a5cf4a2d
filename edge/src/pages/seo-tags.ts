import {
  STOREFRONT_CODES,
  STOREFRONTS,
  translatePath,
  type PageHead,
  type RouteMatch,
  type StorefrontCode,
} from '@storefront/shared-contracts';
import { escapeHtml as attr, jsonForScript } from './script-json';

/** hreflang per storefront; Europe is generic English and the default for everyone else. */
export const HREFLANG: Record<StorefrontCode, string> = {
  en: 'en',
  de: 'de-DE',
  au: 'en-AU',
  ca: 'en-CA',
  uk: 'en-GB',
  nz: 'en-NZ',
  us: 'en-US',
};

export interface SeoInput {
  origin: string;
  /** The request path (no query): the canonical URL of the page. */
  path: string;
  match: RouteMatch;
  title: string;
  description: string;
  head: PageHead | null;
  /** No canonical, alternates or social tags for not-found and metadata-less pages. */
  indexable: boolean;
}

/** Canonical URL, hreflang alternates of the 7 storefronts, Open Graph and JSON-LD. */
export function seoTags({ origin, path, match, title, description, head, indexable }: SeoInput): string[] {
  const tags: string[] = [];
  if (indexable) {
    tags.push(`<link rel="canonical" href="${attr(origin + path)}">`);
    for (const code of STOREFRONT_CODES) {
      if (head?.languages && !head.languages.includes(STOREFRONTS[code].language)) continue;
      const alternate = translatePath(path, code);
      if (alternate)
        tags.push(`<link rel="alternate" hreflang="${HREFLANG[code]}" href="${attr(origin + alternate)}">`);
    }
    const fallback = translatePath(path, 'en');
    if (fallback) tags.push(`<link rel="alternate" hreflang="x-default" href="${attr(origin + fallback)}">`);
    const og: [string, string | undefined][] = [
      ['og:type', head?.ogType ?? 'website'],
      ['og:title', title],
      ['og:description', description],
      ['og:url', origin + path],
      ['og:site_name', title.split(' | ').pop()],
      ['og:locale', `${STOREFRONTS[match.storefront].language}_${STOREFRONTS[match.storefront].intlRegion}`],
      ['og:image', head?.ogImage ? origin + head.ogImage : undefined],
    ];
    for (const [property, content] of og)
      if (content) tags.push(`<meta property="${property}" content="${attr(content)}">`);
    tags.push(`<meta name="twitter:card" content="${head?.ogImage ? 'summary_large_image' : 'summary'}">`);
  }
  for (const data of head?.jsonLd ?? [])
    tags.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  return tags;
}

/** `<link rel="preload">` for the LCP image, so it starts with the HTML, not after the scripts. */
export function lcpImagePreload(head: PageHead | null): string | null {
  const image = head?.lcpImage;
  if (!image) return null;
  const sizes = image.sizes ? ` imagesizes="${attr(image.sizes)}"` : '';
  return `<link rel="preload" as="image" href="${attr(image.src)}" imagesrcset="${attr(image.srcSet)}"${sizes} fetchpriority="high">`;
}
