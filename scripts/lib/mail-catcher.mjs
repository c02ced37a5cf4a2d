// A local mail catcher for development and the browser tests: an SMTP server that keeps what it receives in
// memory, and a small HTTP server to read it (a page for people, JSON for tests). It delivers nothing.
//
//   GET  /                       the received e-mails, newest first (HTML)
//   GET  /messages/<id>          one e-mail's HTML body (its text when it has none)
//   GET  /api/messages?to=<a>    { messages: [{ id, messageId, from, to, subject, text, html, date }] }, newest first
//   DELETE /api/messages         forgets everything
//   GET  /healthz                200
import http from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** Oldest e-mails are dropped past this many. */
const KEEP = 1000;

const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

const addressesOf = (field) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((f) => f.value.map((v) => v.address ?? ''));

/**
 * @param {{ host?: string, smtpPort: number, httpPort: number }} options
 * @returns {Promise<{ smtpUrl: string, webUrl: string, stop: () => Promise<void> }>}
 */
export async function startMailCatcher({ host = '127.0.0.1', smtpPort, httpPort }) {
  /** @type {Array<{ id: number, messageId: string, from: string, to: string[], subject: string, text: string, html: string | null, date: string }>} */
  const messages = [];
  let nextId = 1;

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    banner: 'storefront mail catcher',
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.unshift({
            id: nextId++,
            messageId: mail.messageId ?? '',
            from: mail.from?.text ?? '',
            to: session.envelope.rcptTo
              .map((r) => r.address)
              .concat(addressesOf(mail.to))
              .filter(unique),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : null,
            date: new Date().toISOString(),
          });
          messages.length = Math.min(messages.length, KEEP);
          callback();
        })
        .catch((err) => callback(err));
    },
  });

  const web = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://catcher');
    const send = (status, type, body) => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      res.end(body);
    };
    if (req.method === 'GET' && url.pathname === '/healthz') return send(200, 'text/plain', 'ok');
    if (url.pathname === '/api/messages' && req.method === 'DELETE') {
      messages.length = 0;
      return send(204, 'text/plain', '');
    }
    if (url.pathname === '/api/messages' && req.method === 'GET') {
      const to = url.searchParams.get('to')?.toLowerCase();
      const list = to ? messages.filter((m) => m.to.some((a) => a.toLowerCase() === to)) : messages;
      return send(200, 'application/json', JSON.stringify({ messages: list }));
    }
    const one = /^\/messages\/(\d+)$/.exec(url.pathname);
    if (req.method === 'GET' && one) {
      const mail = messages.find((m) => m.id === Number(one[1]));
      if (!mail) return send(404, 'text/plain', 'No such e-mail');
      return mail.html
        ? send(200, 'text/html; charset=utf-8', mail.html)
        : send(200, 'text/plain; charset=utf-8', mail.text);
    }
    if (req.method === 'GET' && url.pathname === '/') {
      const rows = messages
        .map(
          (m) =>
            `<tr><td>${escapeHtml(m.date)}</td><td>${escapeHtml(m.to.join(', '))}</td><td><a href="/messages/${m.id}">${escapeHtml(m.subject)}</a></td></tr>`,
        )
        .join('');
      return send(
        200,
        'text/html; charset=utf-8',
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mail catcher</title></head><body style="font-family:sans-serif"><h1>E-mails received (${messages.length})</h1><table cellpadding="4"><tr><th>Received</th><th>To</th><th>Subject</th></tr>${rows}</table></body></html>`,
      );
    }
    return send(404, 'text/plain', 'Not found');
  });

  const listen = (server, port) =>
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve(undefined));
    });
  await listen(smtp, smtpPort);
  // An api stopped mid-send leaves its connection half-way (ECONNRESET), which smtp-server reports as an 'error'
  // event: without a listener it would end the catcher, and `npm start` with it.
  smtp.on('error', (err) => console.warn(`[mail] ${err.code ?? ''} ${err.message}`));
  try {
    await listen(web, httpPort);
  } catch (err) {
    await new Promise((resolve) => smtp.close(resolve));
    throw err;
  }
  return {
    smtpUrl: `smtp://${host}:${smtpPort}`,
    webUrl: `http://${host}:${httpPort}`,
    stop: async () => {
      await Promise.all([
        new Promise((resolve) => smtp.close(resolve)),
        new Promise((resolve) => {
          web.closeAllConnections();
          web.close(() => resolve(undefined));
        }),
      ]);
    },
  };
}

function unique(value, index, all) {
  return all.indexOf(value) === index;
}
