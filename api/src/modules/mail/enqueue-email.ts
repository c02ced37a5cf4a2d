import type { Queryable } from '../../db/database';
import { mailRepository } from './repository';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /** Optional HTML alternative of `text`. */
  html?: string;
  /** Name of the template that wrote it, e.g. `newsletter-welcome`. */
  template: string;
}

/**
 * Puts an e-mail in the outbox. Pass the transaction of what causes the e-mail, so the e-mail exists exactly
 * when that commits; the mail worker sends it later. Returns the outbox id.
 */
export function enqueueEmail(tx: Queryable, message: EmailMessage): Promise<string> {
  return mailRepository.insert(tx, {
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? null,
    template: message.template,
  });
}
