import nodemailer from 'nodemailer';

/** One e-mail as the worker hands it to a transport. */
export interface OutgoingEmail {
  /** Stable per outbox row, so a receiver can tell a resend (after a crash mid-send) from a new e-mail. */
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

/** Where e-mails go: SMTP in the api, a fake in tests. Resolves once the server accepted the message. */
export interface MailTransport {
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

/** nodemailer over SMTP: `smtp://user:pass@host:port` (`smtps://` for implicit TLS), any provider. */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(email) {
      await transporter.sendMail({
        from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        ...(email.html ? { html: email.html } : {}),
        messageId: email.messageId,
      });
    },
    close: () => transporter.close(),
  };
}

/** `Shop <no-reply@shop.test>` -> `shop.test`, for the Message-ID's right-hand side. */
export function domainOf(from: string): string {
  const match = /@([^>\s]+)>?\s*$/.exec(from);
  return match?.[1] ?? 'localhost';
}
