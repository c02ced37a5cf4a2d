import type { HeadContext, PageHead } from '@storefront/shared-contracts';
import { catalogApi } from '../api/catalog-api';
import { homeApi, homeArgs } from '../features/home/home-api';
import { listingArgs } from '../lib/listing-args';
import { listingTitle } from '../lib/listing-title';

type CatalogState = Parameters<ReturnType<typeof catalogApi.endpoints.getListing.select>>[0];

/** The home's description: its hero's line (managed with the blocks), the area's title without it. */
export function homeHead({ state, iso, language, formatMessage }: HeadContext): PageHead {
  const { data } = homeApi.endpoints.getHome.select(homeArgs(iso, language))(state as CatalogState);
  const hero = data?.blocks.find((block) => block.type === 'hero');
  return { description: hero ? hero.text : formatMessage('catalog.home.title') };
}

export function collectionsHead({ formatMessage }: HeadContext): PageHead {
  return { title: formatMessage('catalog.collections.title') };
}

/** A listing's head: the collection's name and description; the first card's image is the LCP element. */
export function listingHead({ state, iso, params, query, language, formatMessage }: HeadContext): PageHead | null {
  const args = listingArgs(iso, params, query, language);
  const { data } = catalogApi.endpoints.getListing.select(args)(state as CatalogState);
  if (!data) return null;
  const name = listingTitle(data.collection.name, args.slug, query.toString(), (id) => formatMessage(id));
  const title = data.page > 1 ? `${name} – ${formatMessage('catalog.pagination.page', { page: data.page })}` : name;
  const first = data.items[0];
  return {
    title,
    description: data.collection.description,
    ...(first
      ? {
          ogImage: first.image.src2x,
          lcpImage: { src: first.image.src, srcSet: `${first.image.src} 1x, ${first.image.src2x} 2x` },
        }
      : {}),
  };
}

export function priceListHead({ formatMessage }: HeadContext): PageHead {
  return {
    title: formatMessage('catalog.priceList.title'),
    description: formatMessage('catalog.priceList.description'),
  };
}

export function seedfinderHead({ formatMessage }: HeadContext): PageHead {
  return {
    title: formatMessage('catalog.seedfinder.title'),
    description: formatMessage('catalog.seedfinder.description'),
  };
}
