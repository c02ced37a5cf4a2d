import { matchRoute } from '@storefront/shared-contracts';
import { seoTags } from './seo-tags';

const hreflangs = (tags: string[]) =>
  tags.flatMap((tag) => /<link rel="alternate" hreflang="([^"]+)"/.exec(tag)?.[1] ?? []);

describe('seoTags', () => {
  const base = { origin: 'https://shop.example', title: 'A post | Seed Shop', description: 'd', indexable: true };

  it('writes hreflang alternates only for storefronts speaking a language the page exists in', () => {
    const path = '/blog/a-post';
    const englishOnly = seoTags({ ...base, path, match: matchRoute(path), head: { languages: ['en'] } });
    expect(hreflangs(englishOnly)).toEqual(['en', 'en-AU', 'en-CA', 'en-GB', 'en-NZ', 'en-US', 'x-default']);
    const both = seoTags({ ...base, path, match: matchRoute(path), head: { languages: ['en', 'de'] } });
    expect(hreflangs(both)).toEqual(['en', 'de-DE', 'en-AU', 'en-CA', 'en-GB', 'en-NZ', 'en-US', 'x-default']);
    expect(hreflangs(seoTags({ ...base, path, match: matchRoute(path), head: null }))).toHaveLength(8);
  });
});
