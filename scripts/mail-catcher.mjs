#!/usr/bin/env node
// Runs the local mail catcher on its own (the Playwright suite starts it this way; `npm start` runs it in-process).
//   MAIL_CATCHER_SMTP_PORT (1025), MAIL_CATCHER_HTTP_PORT (1080), HOST (127.0.0.1)
import { startMailCatcher } from './lib/mail-catcher.mjs';

const port = (name, fallback) => {
  const raw = process.env[name];
  const value = raw ? Number(raw) : fallback;
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    console.error(`${name} must be a port number, got "${raw}"`);
    process.exit(2);
  }
  return value;
};

const catcher = await startMailCatcher({
  host: process.env.HOST || '127.0.0.1',
  smtpPort: port('MAIL_CATCHER_SMTP_PORT', 1025),
  httpPort: port('MAIL_CATCHER_HTTP_PORT', 1080),
});
console.log(`mail catcher: SMTP ${catcher.smtpUrl}, e-mails at ${catcher.webUrl}`);
const stop = () => void catcher.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
