import en from '../../i18n/en.json';
import { CROSS_LINK_SENTENCES, crossLinkMessageId } from './cross-link-sentence';

describe('crossLinkMessageId', () => {
  it('rotates through 10 sentences per direction by product id, the same every time', () => {
    const toAuto = Array.from({ length: 20 }, (_, i) =>
      crossLinkMessageId({ id: i + 1, alternative: { slug: 'x-auto', name: 'X Auto', floweringType: 'autoflower' } }),
    );
    expect(new Set(toAuto).size).toBe(CROSS_LINK_SENTENCES);
    expect(toAuto[0]).toBe('product.crossLink.toAutoflower.1');
    expect(crossLinkMessageId({ id: 13, alternative: { slug: 'x', name: 'X', floweringType: 'photoperiod' } })).toBe(
      'product.crossLink.toPhotoperiod.3',
    );
    expect(crossLinkMessageId({ id: 13, alternative: null })).toBeNull();
  });

  it('has every sentence, each with its {link}', () => {
    for (const direction of ['toAutoflower', 'toPhotoperiod']) {
      for (let i = 0; i < CROSS_LINK_SENTENCES; i += 1) {
        expect((en as Record<string, string>)[`product.crossLink.${direction}.${i}`]).toContain('{link}');
      }
    }
  });
});
