import type { ProductCard } from '@storefront/shared-contracts';

export function exampleCard(): ProductCard {
  return {
    id: 1,
    slug: 'amnesia-haze',
    name: 'Amnesia Haze',
    floweringType: 'photoperiod',
    gender: 'feminized',
    genetics: 'sativa',
    thc: 'high',
    rating: 4.5,
    reviewCount: 12,
    image: {
      src: '/api/images/products/amnesia-haze@1x.webp',
      src2x: '/api/images/products/amnesia-haze@2x.webp',
      width: 480,
      height: 480,
      alt: 'Amnesia Haze cannabis seeds',
    },
    fromPrice: { amount: 1299, currency: 'EUR' },
    promotion: false,
  };
}
