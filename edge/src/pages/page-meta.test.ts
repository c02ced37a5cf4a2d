import { matchRoute } from '@storefront/shared-contracts';
import { pageMeta } from './page-meta';

describe('page titles without a head from the page', () => {
  it("name the page in the shopper's language on the Europe storefront (nl, fr) and on /de", () => {
    const title = (path: string, language: 'en' | 'de' | 'nl' | 'fr') =>
      pageMeta(matchRoute(path), false, path, language).title;
    expect(title('/order-status', 'en')).toBe('Order status | Seed Shop');
    expect(title('/order-status', 'nl')).toBe('Bestelstatus | Seed Shop');
    expect(title('/order-status', 'fr')).toBe('Statut de commande | Seed Shop');
    expect(title('/de/status-der-bestellung', 'de')).toBe('Status der Bestellung | Seed Shop Deutschland');
  });
});
