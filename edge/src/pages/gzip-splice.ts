import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { constants, crc32, deflateRaw } from 'node:zlib';
import type { Visitor } from './page-cache-keys';
import { jsonForScript } from './script-json';

/*
 * What a kept page stores: the document cut at its holes (the CSP nonce, the visitor's counts and session), as
 * UTF-8 and deflated. Each response fills the holes; gzip is spliced from the kept deflate output without
 * compressing anew.
 */

/** What a kept document leaves open, filled per response. */
export type Hole = 'nonce' | 'itemCount' | 'seedCount' | 'loggedIn' | 'firstName';

/** The values of a response's holes. */
export type HoleValues = { nonce: string } & Partial<Visitor>;

/**
 * A document cut at its holes: `parts[0] hole[0] parts[1] ...`, as UTF-8 and raw-deflated. Each part is deflated
 * on its own (no reference to another part), flushed to a byte boundary, the last one final, so a response is a
 * gzip member spliced from them with each hole as a stored block: no compression per response (br
 * on the fly was most of a kept page's CPU).
 */
export interface CachedDocument {
  parts: Buffer[];
  holes: Hole[];
  /** The parts deflated; null until zlib's thread pool has done it. */
  deflated: Buffer[] | null;
  /** Each part's CRC-32 and the operator that appends its length (`crcShiftOf`). */
  crcs: Array<{ crc: number; shift: number }>;
  bytes: number;
}

/** Marks of the per-visitor values in a visitor document as rendered; never occur by chance (random per process). */
export const VISITOR_TOKENS = {
  itemCount: `sfvisitor${randomBytes(9).toString('hex')}i`,
  seedCount: `sfvisitor${randomBytes(9).toString('hex')}s`,
  loggedIn: `sfvisitor${randomBytes(9).toString('hex')}l`,
  firstName: `sfvisitor${randomBytes(9).toString('hex')}f`,
} as const;

/** The header's count spans (`data-visitor="cart-count"`) of a page rendered without a cart. */
const COUNT_SPANS = /(<span\b[^>]*\bdata-visitor="cart-count"[^>]*>)0(<\/span>)/g;

/**
 * A rendered body with the visitor's count marked, or null when it shows none or one that is not the empty
 * cart's (a page rendered without cookies always shows 0).
 */
export function markVisitorCount(html: string): string | null {
  let found = 0;
  const marked = html.replace(COUNT_SPANS, (_all, open: string, close: string) => {
    found += 1;
    return `${open}${VISITOR_TOKENS.itemCount}${close}`;
  });
  return found > 0 && found === html.split('data-visitor="cart-count"').length - 1 ? marked : null;
}

const deflateRawAsync = promisify(deflateRaw);

/**
 * Cuts a document at the nonce and the visitor tokens (a token in JSON loses its quotes: a number goes there).
 * Its parts are deflated on zlib's thread pool (level 9, once per kept page); until that is done, `deflated`
 * is null and a response is compressed on its own.
 */
export function cutDocument(html: string, nonce: string): CachedDocument {
  let text = html;
  for (const token of Object.values(VISITOR_TOKENS)) text = text.replaceAll(`"${token}"`, token);
  const holeOf = new Map<string, Hole>([
    [nonce, 'nonce'],
    [VISITOR_TOKENS.itemCount, 'itemCount'],
    [VISITOR_TOKENS.seedCount, 'seedCount'],
    [VISITOR_TOKENS.loggedIn, 'loggedIn'],
    [VISITOR_TOKENS.firstName, 'firstName'],
  ]);
  // A nonce is base64: `+` and `/` are regex syntax.
  const pattern = new RegExp(
    [...holeOf.keys()].map((mark) => mark.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|'),
    'g',
  );
  const parts: Buffer[] = [];
  const holes: Hole[] = [];
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    parts.push(Buffer.from(text.slice(at, match.index), 'utf8'));
    holes.push(holeOf.get(match[0])!);
    at = match.index + match[0].length;
  }
  parts.push(Buffer.from(text.slice(at), 'utf8'));
  const raw = parts.reduce((sum, b) => sum + b.byteLength, 0);
  // Counted with a quarter more for the deflate output to come (HTML deflates to well under that).
  const crcs = parts.map((part) => ({ crc: crc32(part), shift: crcShiftOf(part.byteLength) }));
  const document: CachedDocument = { parts, holes, deflated: null, crcs, bytes: Math.ceil(raw * 1.25) };
  void Promise.all(
    parts.map((part, i) =>
      deflateRawAsync(part, {
        level: 9,
        finishFlush: i === parts.length - 1 ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
      }),
    ),
  ).then(
    (deflated) => {
      document.deflated = deflated;
    },
    () => undefined,
  );
  return document;
}

/**
 * A hole's text: a count, `true`/`false`, or the first name as JSON for a script (the tokens sit in the boot
 * JSON only); an anonymous response's are the empty cart and a guest.
 */
export function holeText(hole: Hole, values: HoleValues): Buffer {
  if (hole === 'loggedIn') return Buffer.from(values.loggedIn === true ? 'true' : 'false', 'utf8');
  if (hole === 'firstName') return Buffer.from(jsonForScript(values.firstName ?? null), 'utf8');
  const value = values[hole];
  return Buffer.from(value === undefined ? '0' : String(value), 'utf8');
}

/** A kept document with this response's values. */
export function filledDocument(document: CachedDocument, values: HoleValues): Buffer {
  const pieces: Buffer[] = [];
  document.parts.forEach((part, i) => {
    if (i > 0) pieces.push(holeText(document.holes[i - 1]!, values));
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}

/*
 * CRC-32 of joined pieces without reading them again: crc(A || B) = crc(A) * x^(8 * len(B)) mod P xor crc(B)
 * (zlib's crc32_combine_gen / crc32_combine_op). Each kept part carries its CRC and its x^(8 * len) once, so a
 * response costs a multiplication per part instead of a CRC over the whole page.
 */
const CRC_POLY = 0xedb88320;

/** a * b modulo the CRC-32 polynomial (reflected). */
function multiplyModP(a: number, b: number): number {
  let m = 0x80000000;
  let product = 0;
  let factor = b;
  for (;;) {
    if (a & m) {
      product ^= factor;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    factor = factor & 1 ? (factor >>> 1) ^ CRC_POLY : factor >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) mod P for k = 0..31. */
const X2N: number[] = [];
X2N.push(0x40000000);
for (let k = 1; k < 32; k++) X2N.push(multiplyModP(X2N[k - 1]!, X2N[k - 1]!));

/** The operator that appends `length` bytes to a CRC: x^(8 * length) mod P. */
export function crcShiftOf(length: number): number {
  let product = 0x80000000;
  let n = length;
  let k = 3;
  while (n) {
    if (n & 1) product = multiplyModP(X2N[k & 31]!, product);
    n = Math.floor(n / 2);
    k += 1;
  }
  return product;
}

/** crc(A || B) from crc(A), crc(B) and the shift of B's length. */
export function crcCombine(crcA: number, crcB: number, shiftB: number): number {
  return (multiplyModP(shiftB, crcA) ^ crcB) >>> 0;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/** A deflate stored block (byte-aligned, not final) holding `data` (< 64 KiB). */
function storedBlock(data: Buffer): Buffer {
  const block = Buffer.alloc(5 + data.length);
  block[0] = 0;
  block.writeUInt16LE(data.length, 1);
  block.writeUInt16LE(~data.length & 0xffff, 3);
  data.copy(block, 5);
  return block;
}

/**
 * A kept document with this response's values as one gzip member: the parts' deflate output and stored holes;
 * null while the parts are being deflated.
 */
export function gzippedDocument(document: CachedDocument, values: HoleValues): Buffer | null {
  const { deflated } = document;
  if (!deflated) return null;
  const pieces: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  document.parts.forEach((part, i) => {
    if (i > 0) {
      const text = holeText(document.holes[i - 1]!, values);
      pieces.push(storedBlock(text));
      crc = crc32(text, crc);
      size += text.length;
    }
    pieces.push(deflated[i]!);
    const { crc: partCrc, shift } = document.crcs[i]!;
    crc = crcCombine(crc, partCrc, shift);
    size += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  pieces.push(trailer);
  return Buffer.concat(pieces);
}
