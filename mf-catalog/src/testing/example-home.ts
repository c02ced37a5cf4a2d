import type { HomePageContent, ProductCard } from '@storefront/shared-contracts';
import { exampleCollections } from './example-collections';

const card = (id: number, name: string): ProductCard => {
  const slug = name.toLowerCase().replaceAll(' ', '-');
  return {
    id,
    slug,
    name,
    floweringType: 'photoperiod',
    gender: 'feminized',
    genetics: 'sativa',
    thc: 'high',
    rating: 4.5,
    reviewCount: 3,
    promotion: false,
    fromPrice: { amount: 2450, currency: 'EUR' },
    image: { src: `/i/${slug}@1x.webp`, src2x: `/i/${slug}@2x.webp`, width: 480, height: 480, alt: name },
  };
};

/** The home's blocks as the api serves them (test fixture, parsed with the contract's schema by the client). */
export function exampleHome(language: HomePageContent['language'] = 'en'): HomePageContent {
  return {
    language,
    languages: ['de', 'en', 'fr', 'nl'],
    blocks: [
      {
        type: 'hero',
        heading: 'Seeds from the database',
        text: 'A line under the heading.',
        label: 'Our best sellers',
        collection: 'best-sellers',
      },
      { type: 'seedfinder-teaser', heading: 'Not sure?', text: 'Eight questions.', label: 'Try the Seedfinder' },
      {
        type: 'collection-grid',
        heading: 'Shop by collection',
        collections: exampleCollections().collections.map(({ slug, name, productCount }) => ({
          slug,
          name,
          productCount,
        })),
      },
      {
        type: 'product-carousel',
        heading: 'Best sellers',
        collection: { slug: 'best-sellers', name: 'Best Sellers' },
        products: [card(1, 'Amnesia Haze'), card(2, 'Blue Dream')],
      },
      { type: 'faq-list', heading: 'Questions', items: [{ question: 'How fast?', answer: 'Eight weeks.' }] },
    ],
  };
}
