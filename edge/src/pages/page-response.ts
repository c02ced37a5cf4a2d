import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BootData, RemoteName } from '@storefront/shared-contracts';
import { BROTLI_QUALITY, createHtmlStream, negotiateEncoding } from './html-stream';
import { withNonce, type CachedPage } from './page-cache';
import type { PageOutcome } from './page-outcome';
import {
  renderDocumentEnd,
  renderDocumentStart,
  renderPage,
  type DocumentBody,
  type DocumentHead,
} from './page-template';
import type { PreparedRender } from './shell-renderer';

/**
 * The server renders the markup, unless it shows a page while the edge answers 404 (the area failed on
 * the server and the api says the slug does not exist): then the browser renders the not-found page itself.
 */
function serverMarkup(prepared: PreparedRender | null, outcome: PageOutcome): prepared is PreparedRender {
  return prepared !== null && !(outcome.notFound && prepared.status !== 404);
}

/** The boot data with the server's state; settings are in that state already, so not sent twice. */
function withRenderedState(
  boot: BootData,
  prepared: PreparedRender,
  body: { state: Record<string, unknown>; failedAreas: RemoteName[] },
): BootData {
  return {
    ...boot,
    settings: null,
    rendered: { state: body.state, failedAreas: body.failedAreas, frameAreas: prepared.frameAreas },
  };
}

/**
 * Status, headers and the head at once; the rendered page when phase 2 is done. When phase 2 fails after
 * the head went out, the document is finished for the browser to render, and the failure is logged with the
 * request's id.
 */
/**
 * Told the whole document once it is sent when it may be kept for other anonymous visitors (every area
 * rendered on the server), else null.
 */
export type DocumentSink = (document: { status: number; html: string; frameAreas: number } | null) => void;

function streamPage(
  request: FastifyRequest,
  reply: FastifyReply,
  head: DocumentHead,
  prepared: PreparedRender,
  forBrowser: DocumentBody,
  sink: DocumentSink,
) {
  const encoding =
    request.headers['x-no-compression'] === undefined ? negotiateEncoding(request.headers['accept-encoding']) : null;
  const html = createHtmlStream(encoding);
  if (encoding) reply.header('content-encoding', encoding);
  reply.header('vary', 'accept-encoding');
  const finish = async () => {
    const start = renderDocumentStart(head);
    await html.write(start);
    // The visitor left (or asked for HEAD): nothing to render for.
    if (!html.open()) return sink(null);
    let end: string;
    try {
      const body = await prepared.renderBody();
      end = renderDocumentEnd(head, {
        bodyClass: forBrowser.bodyClass,
        rootHtml: body.html,
        styles: body.styles,
        boot: withRenderedState(forBrowser.boot, prepared, body),
      });
      const complete = body.failedAreas.length === 0 && prepared.failedAreas.length === 0;
      sink(complete ? { status: reply.statusCode, html: start + end, frameAreas: prepared.frameAreas.length } : null);
    } catch (error) {
      sink(null);
      request.log.error(
        { err: error, url: request.url },
        'server render failed after the head was sent: the browser renders the page',
      );
      end = renderDocumentEnd(head, forBrowser);
    }
    html.end(end);
  };
  void finish().catch((error: unknown) => {
    sink(null);
    request.log.error({ err: error, url: request.url }, 'the page could not be finished');
    html.stream.destroy();
  });
  return reply.send(html.stream);
}

/** The page with the outcome's status and body class: streamed when the server renders it, else the frame for the browser. */
export function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  {
    head,
    outcome,
    prepared,
    boot,
  }: { head: DocumentHead; outcome: PageOutcome; prepared: PreparedRender | null; boot: BootData },
  sink: DocumentSink = () => {},
) {
  reply.code(outcome.status).type('text/html; charset=utf-8');
  const forBrowser: DocumentBody = { bodyClass: outcome.bodyClass, rootHtml: '', styles: '', boot };
  if (!serverMarkup(prepared, outcome)) {
    sink(null);
    return reply.send(renderPage({ ...head, ...forBrowser }));
  }
  return streamPage(request, reply, head, prepared, forBrowser, sink);
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A page kept by the page cache, with this response's nonce, compressed off the main thread (zlib's thread
 * pool) with the same settings as a streamed page.
 */
export async function sendCachedPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage, nonce: string) {
  reply.code(page.status).type('text/html; charset=utf-8').header('vary', 'accept-encoding');
  const html = withNonce(page, nonce);
  const encoding =
    request.headers['x-no-compression'] === undefined ? negotiateEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(html);
  const body =
    encoding === 'br'
      ? await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
      : await gzipAsync(html);
  // Already compressed: @fastify/compress leaves a response with a Content-Encoding alone.
  return reply.header('content-encoding', encoding).send(body);
}
