import type { ContentPage } from '@storefront/shared-contracts';
import { exampleCard } from './example-card';

/** A page with one block of each type. */
export function examplePage(overrides: Partial<ContentPage> = {}): ContentPage {
  return {
    routeId: 'reviews',
    title: 'Shop reviews',
    summary: 'What growers say.',
    language: 'en',
    languages: ['de', 'en', 'fr', 'nl'],
    blocks: [
      { type: 'rich-text', paragraphs: ['We collect reviews on independent sites.'] },
      { type: 'rich-text', heading: 'Strain reviews', paragraphs: ['Every product page shows them.', 'Read them.'] },
      {
        type: 'image-text',
        heading: 'Where we come from',
        text: 'Our test garden.',
        image: {
          src: '/api/images/products/amnesia-haze@1x.webp',
          src2x: '/api/images/products/amnesia-haze@2x.webp',
          width: 480,
          height: 480,
          alt: 'Amnesia Haze cannabis seeds',
        },
        imageSide: 'start',
      },
      {
        type: 'product-carousel',
        heading: 'Best rated',
        collection: { slug: 'best-sellers', name: 'Best Sellers' },
        products: [exampleCard()],
      },
      {
        type: 'call-to-action',
        heading: 'Find your strain',
        text: 'Answer a few questions.',
        label: 'Open the Seedfinder',
        routeId: 'seedfinder',
      },
      { type: 'faq-list', heading: 'Questions', items: [{ question: 'What does it cost?', answer: 'Nothing.' }] },
      {
        type: 'shop-reviews',
        heading: 'What growers say',
        rating: 4.16,
        reviewCount: 2345,
        reviews: [
          {
            author: 'Kim',
            rating: 5,
            title: 'Great',
            body: 'All seeds sprouted.',
            product: { slug: 'amnesia-haze', name: 'Amnesia Haze' },
          },
        ],
        profiles: [
          {
            name: 'Trustpilot',
            url: 'https://www.trustpilot.com/review/seedshop.example',
            rating: 4.6,
            reviewCount: 2814,
          },
        ],
      },
    ],
    ...overrides,
  };
}
