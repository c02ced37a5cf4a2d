import { messagesChunks, messagesLoader } from './messages-loader';

const load = messagesLoader(
  {
    en: async () => ({ default: { 'cart.title': 'Cart', 'cart.add': 'Add to cart', 'cart.empty': 'Empty' } }),
    de: async () => ({ default: { 'cart.title': 'Warenkorb', 'cart.add': 'In den Warenkorb', 'cart.empty': 'Leer' } }),
    nl: async () => ({ default: { 'cart.title': 'Winkelwagen', 'cart.add': 'In winkelwagen', 'cart.empty': 'Leeg' } }),
    fr: async () => ({ default: { 'cart.title': 'Panier', 'cart.add': 'Ajouter au panier', 'cart.empty': 'Vide' } }),
  },
  { uk: async () => ({ default: { 'cart.title': 'Basket', 'cart.add': 'Add to basket' } }) },
);

describe('messagesLoader', () => {
  it('words the United Kingdom storefront its own way and keeps the rest of English', async () => {
    expect(await load('en', 'uk')).toEqual({
      'cart.title': 'Basket',
      'cart.add': 'Add to basket',
      'cart.empty': 'Empty',
    });
    expect(await load('en', 'us')).toEqual({ 'cart.title': 'Cart', 'cart.add': 'Add to cart', 'cart.empty': 'Empty' });
    expect(await load('en')).toEqual({ 'cart.title': 'Cart', 'cart.add': 'Add to cart', 'cart.empty': 'Empty' });
  });

  it("applies regional wording only in the storefront's own language", async () => {
    expect((await load('fr', 'uk'))['cart.title']).toBe('Panier');
    expect((await load('de', 'de'))['cart.title']).toBe('Warenkorb');
  });

  it('names the chunks a page needs, regional overrides included', () => {
    expect(messagesChunks('en', 'uk')).toEqual(['messages-en', 'messages-en-uk']);
    expect(messagesChunks('en', 'en')).toEqual(['messages-en']);
    expect(messagesChunks('de', 'de')).toEqual(['messages-de']);
    expect(messagesChunks('nl', 'en')).toEqual(['messages-nl']);
  });
});
