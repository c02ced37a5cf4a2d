import net from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** The raw message (headers and body). */
  raw: string;
  messageId: string | undefined;
}

/** A free port on 127.0.0.1 (nothing listens there once this resolves). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** An SMTP server on `port` that keeps every message it accepts, for the mail worker's tests. */
export async function startSmtpSink(port: number): Promise<{ mails: ReceivedMail[]; close(): Promise<void> }> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          messageId: /^Message-ID:\s*(\S+)/im.exec(raw)?.[1],
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      // A client that drops its connection (a worker stopped mid-send) is reported as an 'error' event: without a
      // listener it would end the test process.
      server.on('error', () => undefined);
      resolve();
    });
  });
  return { mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
