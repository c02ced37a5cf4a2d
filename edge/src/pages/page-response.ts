import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BootData, RemoteName } from '@storefront/shared-contracts';
import { BROTLI_QUALITY, createHtmlStream, negotiateEncoding, negotiateKeptEncoding } from './html-stream';
import { filledDocument, gzippedDocument, holeText, markVisitorCount, VISITOR_TOKENS } from './gzip-splice';
import type { Visitor } from './page-cache-keys';
import type { PageOutcome } from './page-outcome';
import type { CachedPage } from './page-store';
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
 * The document end for a shopper with a cart or a session, from a render without their cookies: the header's
 * count and the shared state's cart marked for their counts (`VISITOR_TOKENS`), the frame areas' data
 * (`visitorState`: the anonymous cart and session) left out and no frame area marked as prefetched, so the
 * browser loads the shopper's own. Null when the render does not say which state is the visitor's or shows no
 * count.
 */
function visitorDocumentEnd(
  head: DocumentHead,
  forBrowser: DocumentBody,
  body: {
    html: string;
    styles: string;
    state: Record<string, unknown>;
    failedAreas: RemoteName[];
    visitorState?: string[] | undefined;
  },
): string | null {
  const { visitorState } = body;
  const shared = body.state.shared;
  const rootHtml = visitorState ? markVisitorCount(body.html) : null;
  if (!visitorState || rootHtml === null || typeof shared !== 'object' || shared === null) return null;
  const state: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(body.state)) if (!visitorState.includes(name)) state[name] = value;
  state.shared = {
    ...shared,
    cart: { itemCount: VISITOR_TOKENS.itemCount, seedCount: VISITOR_TOKENS.seedCount },
    session: { loggedIn: VISITOR_TOKENS.loggedIn, firstName: VISITOR_TOKENS.firstName },
  };
  return renderDocumentEnd(head, {
    bodyClass: forBrowser.bodyClass,
    rootHtml,
    styles: body.styles,
    boot: { ...forBrowser.boot, settings: null, rendered: { state, failedAreas: body.failedAreas, frameAreas: [] } },
  });
}

/** A visitor document (as rendered, tokens in it) with one shopper's counts and session. */
function withVisitor(html: string, visitor: Visitor): string {
  let filled = html;
  for (const name of ['itemCount', 'seedCount', 'loggedIn', 'firstName'] as const) {
    const token = VISITOR_TOKENS[name];
    const text = holeText(name, { nonce: '', ...visitor }).toString('utf8');
    filled = filled.replaceAll(`"${token}"`, text).replaceAll(token, text);
  }
  return filled;
}

/** A page that may be kept: as rendered (anonymous) and for shoppers with a cart or session (null: none). */
export interface KeptDocument {
  status: number;
  html: string;
  visitorHtml: string | null;
  frameAreas: number;
}

/**
 * Told the whole document once it is sent when it may be kept for other visitors (every area rendered on the
 * server), else null.
 */
export type DocumentSink = (document: KeptDocument | null) => void;

/** How a render is sent: for the page cache (with its visitor document), and to whom (a shopper's counts). */
export interface SendOptions {
  /** The render is kept: build both documents for the sink. */
  keep: boolean;
  /** The counts and session of the shopper this render is sent to (rendered without their cookies); null: as rendered. */
  visitor: Visitor | null;
}

/**
 * Status, headers and the head at once; the rendered page when phase 2 is done. When phase 2 fails after
 * the head went out, the document is finished for the browser to render, and the failure is logged with the
 * request's id.
 */
function streamPage(
  request: FastifyRequest,
  reply: FastifyReply,
  head: DocumentHead,
  prepared: PreparedRender,
  forBrowser: DocumentBody,
  sink: DocumentSink,
  { keep, visitor }: SendOptions,
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
      const anonymousEnd = renderDocumentEnd(head, {
        bodyClass: forBrowser.bodyClass,
        rootHtml: body.html,
        styles: body.styles,
        boot: withRenderedState(forBrowser.boot, prepared, body),
      });
      const visitorEnd = keep || visitor ? visitorDocumentEnd(head, forBrowser, body) : null;
      const complete = body.failedAreas.length === 0 && prepared.failedAreas.length === 0;
      sink(
        keep && complete
          ? {
              status: reply.statusCode,
              html: start + anonymousEnd,
              visitorHtml: visitorEnd === null ? null : start + visitorEnd,
              frameAreas: prepared.frameAreas.length,
            }
          : null,
      );
      // A shopper rendered without their cookies gets their counts, or (no visitor document) a page for the
      // browser to render with their cart.
      end = !visitor
        ? anonymousEnd
        : visitorEnd
          ? withVisitor(visitorEnd, visitor)
          : renderDocumentEnd(head, forBrowser);
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
  options: SendOptions = { keep: false, visitor: null },
) {
  reply.code(outcome.status).type('text/html; charset=utf-8');
  const forBrowser: DocumentBody = { bodyClass: outcome.bodyClass, rootHtml: '', styles: '', boot };
  if (!serverMarkup(prepared, outcome)) {
    sink(null);
    return reply.send(renderPage({ ...head, ...forBrowser }));
  }
  return streamPage(request, reply, head, prepared, forBrowser, sink, options);
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A page kept by the page cache with this response's nonce (and, for a shopper with a cart or a session, the
 * visitor document with their counts and session): gzip spliced from the deflate output kept with it (no compression per
 * response); br compressed off the main thread only for a client without gzip.
 */
export async function sendCachedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  nonce: string,
  visitor: Visitor | null = null,
) {
  reply.code(page.status).type('text/html; charset=utf-8').header('vary', 'accept-encoding');
  const document = visitor && page.visitor ? page.visitor : page.anonymous;
  const values = { nonce, ...(visitor ?? {}) };
  const encoding =
    request.headers['x-no-compression'] === undefined
      ? negotiateKeptEncoding(request.headers['accept-encoding'])
      : null;
  // Already compressed: @fastify/compress leaves a response with a Content-Encoding alone.
  const spliced = encoding === 'gzip' ? gzippedDocument(document, values) : null;
  if (spliced) return reply.header('content-encoding', 'gzip').send(spliced);
  const html = filledDocument(document, values);
  if (!encoding) return reply.send(html);
  // br, or gzip while the kept page's parts are still being deflated.
  const body =
    encoding === 'br'
      ? await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
      : await gzipAsync(html);
  return reply.header('content-encoding', encoding).send(body);
}
