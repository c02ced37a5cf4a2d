import {
  type Language,
  type StorefrontCode,
  STOREFRONTS,
  apiPaths,
  buildPath,
  isStorefrontCode,
} from '@storefront/shared-contracts';
import type { Queryable } from '../../db/database';
import { enqueueEmail } from '../mail/enqueue-email';
import { composeEmail } from '../mail/templates/compose-email';
import { emailChangeConfirm, emailChangeTaken, emailChanged } from '../mail/templates/email-change';
import type { AccountContext } from './account-context';
import { customerRepository } from './customer-repository';
import { hashToken, isWellFormedToken, newToken } from './tokens';

/** An e-mail change link works once, within a day. */
export const EMAIL_CHANGE_TTL_SECONDS = 24 * 3600;

export type EmailChangeOutcome = 'confirmed' | 'taken' | 'used' | 'expired' | 'invalid';

export interface EmailChangeRequest {
  customerId: string;
  newEmail: string;
  language: Language;
  storefront: StorefrontCode;
}

/**
 * Asks the NEW address to confirm a change of the account's e-mail. The caller answers the same whether or not
 * the address is free, so the answer tells nobody whether it has an account: a free address gets the link, an
 * address with an account gets a "someone tried" e-mail instead (its owner is the only one who learns of it).
 * Either way exactly one e-mail is queued, any earlier pending change of this account ends, and the account
 * keeps its address until the link is opened.
 */
export async function requestEmailChange(ctx: AccountContext, origin: string, r: EmailChangeRequest): Promise<void> {
  const storefront = STOREFRONTS[r.storefront];
  const token = newToken();
  await ctx.db.transaction(async (tx) => {
    await customerRepository.endEmailChangesOf(tx, r.customerId);
    if (await customerRepository.emailTakenByOther(tx, r.customerId, r.newEmail)) {
      const link = (route: 'login' | 'forgot-password') => `${origin}${buildPath(route, r.storefront)}`;
      const data = { loginUrl: link('login'), forgotUrl: link('forgot-password') };
      await enqueueEmail(tx, composeEmail(emailChangeTaken, r.newEmail, data, r.language, storefront));
      return;
    }
    await customerRepository.insertEmailChange(tx, hashToken(token), r, EMAIL_CHANGE_TTL_SECONDS);
    const data = {
      url: `${origin}${apiPaths.emailChange()}?token=${token}`,
      validHours: EMAIL_CHANGE_TTL_SECONDS / 3600,
    };
    await enqueueEmail(tx, composeEmail(emailChangeConfirm, r.newEmail, data, r.language, storefront));
  });
}

export interface EmailChangeResult {
  outcome: EmailChangeOutcome;
  /** The request's language and storefront (English on the default storefront for a link that is not ours). */
  language: Language;
  storefront: StorefrontCode;
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/**
 * Opens the link of an e-mail change: once, before it expires, and only while the address is still free of other
 * accounts. On success the account takes the new address, every other pending change and every reset link
 * (mailed to the old address) ends, and the old address is told, so its owner hears of a change they did not
 * make. Sessions stay: the shopper who asked is still the same person.
 */
export async function confirmEmailChange(
  ctx: AccountContext,
  origin: string,
  token: string,
): Promise<EmailChangeResult> {
  const unknown: EmailChangeResult = { outcome: 'invalid', language: 'en', storefront: 'en' };
  if (!isWellFormedToken(token)) return unknown;
  try {
    return await ctx.db.transaction(async (tx) => {
      const change = await customerRepository.findEmailChange(tx, hashToken(token), true);
      if (!change) return unknown;
      const storefront = isStorefrontCode(change.storefront) ? change.storefront : 'en';
      const answer = (outcome: EmailChangeOutcome): EmailChangeResult => ({
        outcome,
        language: change.language,
        storefront,
      });
      if (change.used) return answer('used');
      if (change.expired) return answer('expired');
      await customerRepository.useEmailChange(tx, hashToken(token));
      if (await customerRepository.emailTakenByOther(tx, change.customer_id, change.new_email)) return answer('taken');
      const old = await customerRepository.byId(tx, change.customer_id);
      if (!old) return unknown;
      await customerRepository.setEmail(tx, change.customer_id, change.new_email);
      await customerRepository.endEmailChangesOf(tx, change.customer_id);
      await customerRepository.endResetsOf(tx, change.customer_id);
      const data = { newEmail: change.new_email, contactUrl: `${origin}${buildPath('contact', storefront)}` };
      await enqueueEmail(tx, composeEmail(emailChanged, old.email, data, change.language, STOREFRONTS[storefront]));
      return answer('confirmed');
    });
  } catch (error) {
    // Another account took the address between the check and the update: the unique index has the last word.
    if (isUniqueViolation(error)) return { ...(await languageOf(ctx.db, token)), outcome: 'taken' };
    throw error;
  }
}

async function languageOf(db: Queryable, token: string): Promise<Omit<EmailChangeResult, 'outcome'>> {
  const change = await customerRepository.findEmailChange(db, hashToken(token));
  const storefront = change && isStorefrontCode(change.storefront) ? change.storefront : 'en';
  return { language: change?.language ?? 'en', storefront };
}
