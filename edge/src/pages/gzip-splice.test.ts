import { crc32 } from 'node:zlib';
import { crcCombine, crcShiftOf, cutDocument, filledDocument } from './gzip-splice';

describe('a kept document', () => {
  it('is cut at every nonce, whatever base64 characters it holds, and filled again per response', () => {
    const nonce = 'a+b/c==';
    const html = `<script nonce="${nonce}">1</script><p>a+b/c=</p><script nonce="${nonce}">2</script>`;
    const kept = cutDocument(html, nonce);
    expect(kept.holes).toEqual(['nonce', 'nonce']);
    expect(filledDocument(kept, { nonce: 'N2' }).toString('utf8')).toBe(html.replaceAll(nonce, 'N2'));
  });
});

describe('the CRC of a spliced gzip member', () => {
  it('combines the CRCs of parts as one CRC over the joined bytes would be', () => {
    const pieces = ['', 'a', 'nonce+/=', 'x'.repeat(70_000), '<p>ü</p>'.repeat(999)].map((text) =>
      Buffer.from(text, 'utf8'),
    );
    let combined = 0;
    for (const piece of pieces) combined = crcCombine(combined, crc32(piece), crcShiftOf(piece.byteLength));
    expect(combined).toBe(crc32(Buffer.concat(pieces)));
  });
});
