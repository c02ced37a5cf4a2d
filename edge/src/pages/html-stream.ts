import { negotiate } from '@fastify/accept-negotiator';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import { constants, createBrotliCompress, createGzip, type BrotliCompress, type Gzip } from 'node:zlib';

/** The encodings a streamed page is compressed with, best first (as @fastify/compress does for the rest). */
const ENCODINGS = ['br', 'gzip'] as const;
export type HtmlEncoding = (typeof ENCODINGS)[number];

/** Brotli quality 4, as @fastify/compress uses on the fly: 11 costs far more CPU for a few bytes. */
export const BROTLI_QUALITY = 4;

/** The encoding to use for `accept-encoding` (q-values honoured; `*` means the best), or null for none. */
export function negotiateEncoding(acceptEncoding: string | undefined): HtmlEncoding | null {
  return acceptEncoding ? negotiate(acceptEncoding, [...ENCODINGS]) : null;
}

/**
 * The encoding of a kept page: gzip first, its body is spliced from deflate output made when the page was kept
 * (`gzip-splice.ts`); br (compressed per response) only for a client without gzip.
 */
export function negotiateKeptEncoding(acceptEncoding: string | undefined): HtmlEncoding | null {
  return acceptEncoding ? negotiate(acceptEncoding, ['gzip', 'br']) : null;
}

/**
 * A page sent in parts: the head as soon as it is known, the rest when the page is rendered. Each part is
 * flushed through the compressor (a plain br/gzip stream keeps small writes until it has enough), so the
 * browser gets the head, and starts on its preloads, while the server still renders.
 */
export interface HtmlStream {
  /** What to hand `reply.send`. */
  readonly stream: Readable;
  /** The response's Content-Encoding, or null when sent as it is. */
  readonly encoding: HtmlEncoding | null;
  /** Writes a part; resolves once it has been flushed to the response (or the response is gone). */
  write(part: string): Promise<void>;
  /** Writes the last part and ends the response (nothing when the response is gone). */
  end(part: string): void;
  /** False once the response is gone (the visitor left, a HEAD request) or ended. */
  open(): boolean;
}

export function createHtmlStream(encoding: HtmlEncoding | null): HtmlStream {
  const compressor: BrotliCompress | Gzip | null =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
      : encoding === 'gzip'
        ? createGzip()
        : null;
  const stream: Writable & Readable = compressor ?? new PassThrough();
  const gone = () => stream.destroyed || stream.writableEnded;
  return {
    stream,
    encoding,
    write(part) {
      if (gone()) return Promise.resolve();
      return new Promise((resolve) => {
        const done = () => {
          stream.off('close', done);
          // Let the flushed bytes reach the socket before the caller goes on (e.g. to render for a while).
          setImmediate(resolve);
        };
        stream.once('close', done);
        stream.write(part);
        if (compressor)
          compressor.flush(encoding === 'br' ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH, done);
        else process.nextTick(done);
      });
    },
    end(part) {
      if (!gone()) stream.end(part);
    },
    open: () => !gone(),
  };
}
