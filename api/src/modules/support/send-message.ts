import type { Language, Storefront } from '@storefront/shared-contracts';
import type { Database } from '../../db/database';
import { enqueueEmail } from '../mail/enqueue-email';
import { composeEmail } from '../mail/templates/compose-email';
import { supportMessage, supportMessageCopy } from '../mail/templates/support-message';
import { supportRepository } from './repository';

export interface IncomingMessage {
  name: string;
  email: string;
  message: string;
  conversation?: string;
  storefront: Storefront;
  language: Language;
  client: string;
}

/**
 * Stores a contact form message and, in the same transaction, puts two e-mails in the outbox: the message to
 * the shop's support address and a copy to the shopper.
 */
export async function sendSupportMessage(db: Database, supportEmail: string, m: IncomingMessage): Promise<number> {
  return db.transaction(async (tx) => {
    const reference = await supportRepository.insertMessage(tx, {
      storefront: m.storefront.code,
      language: m.language,
      name: m.name,
      email: m.email,
      message: m.message,
      conversation: m.conversation ?? null,
      client: m.client,
    });
    const data = {
      name: m.name,
      email: m.email,
      message: m.message,
      reference,
      ...(m.conversation ? { conversation: m.conversation } : {}),
    };
    await enqueueEmail(tx, composeEmail(supportMessage, supportEmail, data, m.language, m.storefront));
    await enqueueEmail(tx, composeEmail(supportMessageCopy, m.email, data, m.language, m.storefront));
    return reference;
  });
}
