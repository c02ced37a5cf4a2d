import type { FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml, jsonForScript } from './script-json';

/** A cookie name as RFC 6265 allows it (an HTTP token). */
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** `?renew=true` (spec 2.3). */
export function isRenew(query: string): boolean {
  return new URLSearchParams(query).get('renew') === 'true';
}

/** The query without `renew` (spec 2.3: reload without the parameter). */
export function withoutRenew(query: string): string {
  const params = new URLSearchParams(query);
  params.delete('renew');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * `?renew=true` (spec 2.3): every cookie of the request is expired (HttpOnly ones too, which only the
 * server can clear), and a tiny page clears local and session storage and reloads without the
 * parameter. Without JavaScript the meta refresh still reloads (storage then stays).
 */
export function sendRenewPage(request: FastifyRequest, reply: FastifyReply, target: string, nonce: string) {
  // Only names a Set-Cookie header can carry (RFC 6265 tokens): a nameless or odd one cannot be cleared anyway.
  for (const name of Object.keys(request.cookies)) if (COOKIE_NAME.test(name)) reply.clearCookie(name, { path: '/' });
  const script = `try{localStorage.clear();sessionStorage.clear()}catch(e){}location.replace(${jsonForScript(target)});`;
  const html = [
    '<!doctype html>',
    '<html lang="en">',
    `<head><meta charset="utf-8"><meta name="robots" content="noindex"><meta http-equiv="refresh" content="1;url=${escapeHtml(target)}"><title>Renewing…</title></head>`,
    `<body><script nonce="${escapeHtml(nonce)}">${script}</script></body>`,
    '</html>',
    '',
  ].join('\n');
  return reply.code(200).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}
