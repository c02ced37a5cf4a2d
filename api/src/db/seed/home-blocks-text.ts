import type { Language } from '@storefront/shared-contracts';
import type { StoredBlock } from './content-blocks-text';

/**
 * The home page's blocks per language (`content_blocks` of route `home`; types in mf-catalog/README.md):
 * the hero, the Seedfinder teaser, the collections (computed from the catalogue) and the best sellers.
 */
export const HOME_BLOCKS: Record<Language, StoredBlock[]> = {
  en: [
    {
      type: 'hero',
      heading: 'Cannabis seeds for home growers',
      text: 'Feminized, autoflowering and regular strains for every space and every level, shipped discreetly.',
      label: 'All Best selling Seeds',
      collection: 'best-sellers',
    },
    {
      type: 'seedfinder-teaser',
      heading: 'Not sure which seeds?',
      text: 'Eight questions about your grow, and strains from our catalogue with the reasons they fit.',
      label: 'Try the Seedfinder',
    },
    { type: 'collection-grid', heading: 'Shop by collection' },
    { type: 'product-carousel', heading: 'Best sellers', collection: 'best-sellers', limit: 8 },
  ],
  de: [
    {
      type: 'hero',
      heading: 'Cannabissamen für Homegrower',
      text: 'Feminisierte, selbstblühende und reguläre Sorten für jeden Raum und jedes Können, diskret verschickt.',
      label: 'Alle Bestseller-Samen',
      collection: 'best-sellers',
    },
    {
      type: 'seedfinder-teaser',
      heading: 'Unsicher, welche Samen?',
      text: 'Acht Fragen zu deinem Grow, dazu Sorten aus unserem Katalog mit den Gründen, warum sie passen.',
      label: 'Probiere den Seedfinder',
    },
    { type: 'collection-grid', heading: 'Kollektionen entdecken' },
    { type: 'product-carousel', heading: 'Bestseller', collection: 'best-sellers', limit: 8 },
  ],
  nl: [
    {
      type: 'hero',
      heading: 'Cannabiszaden voor thuiskwekers',
      text: 'Gefeminiseerde, autoflowering en reguliere soorten voor elke ruimte en elk niveau, discreet verzonden.',
      label: 'Alle bestverkochte zaden',
      collection: 'best-sellers',
    },
    {
      type: 'seedfinder-teaser',
      heading: 'Twijfel je over de zaden?',
      text: 'Acht vragen over je kweek, en soorten uit onze catalogus met de redenen waarom ze passen.',
      label: 'Probeer de Seedfinder',
    },
    { type: 'collection-grid', heading: 'Shop per collectie' },
    { type: 'product-carousel', heading: 'Bestsellers', collection: 'best-sellers', limit: 8 },
  ],
  fr: [
    {
      type: 'hero',
      heading: 'Graines de cannabis pour cultivateurs amateurs',
      text: 'Variétés féminisées, autofloraison et régulières pour chaque espace et chaque niveau, expédiées discrètement.',
      label: 'Toutes les meilleures ventes',
      collection: 'best-sellers',
    },
    {
      type: 'seedfinder-teaser',
      heading: 'Vous hésitez ?',
      text: 'Huit questions sur votre culture, et des variétés de notre catalogue avec les raisons de leur choix.',
      label: 'Essayez le Seedfinder',
    },
    { type: 'collection-grid', heading: 'Acheter par collection' },
    { type: 'product-carousel', heading: 'Meilleures ventes', collection: 'best-sellers', limit: 8 },
  ],
};
