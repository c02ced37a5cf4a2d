import type { Language, Storefront } from '@storefront/shared-contracts';
import type { Database } from '../../db/database';
import { enqueueEmail } from '../mail/enqueue-email';
import { composeEmail } from '../mail/templates/compose-email';
import { supportMessage, supportMessageCopy } from '../mail/templates/support-message';

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
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO support_messages (storefront, language, name, email, message, conversation, client)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [m.storefront.code, m.language, m.name, m.email, m.message, m.conversation ?? null, m.client],
    );
    const reference = Number(rows[0]!.id);
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
