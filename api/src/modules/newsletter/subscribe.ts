import {
  LANGUAGES,
  STOREFRONTS,
  type Language,
  type NewsletterSignupResponse,
  type Storefront,
  type StorefrontCode,
} from '@storefront/shared-contracts';
import type { Database, Queryable } from '../../db/database';
import { issueSingleUseCoupon } from '../coupons/issue-coupon';
import { enqueueEmail } from '../mail/enqueue-email';
import { composeEmail } from '../mail/templates/compose-email';
import { newsletterConfirm } from '../mail/templates/newsletter-confirm';
import { newsletterWelcome } from '../mail/templates/newsletter-welcome';
import { checkConfirmationToken, confirmationUrl, type ConfirmationLinks } from './confirmation-link';
import { newsletterRepository, type SubscriptionRow } from './repository';

/** Spec 9: the newsletter signup discount. */
export const NEWSLETTER_PERCENT = 10;
/** How long a welcome code stays valid. */
export const NEWSLETTER_CODE_VALID_DAYS = 365;

export interface Subscription {
  email: string;
  storefront: Storefront;
  language: Language;
}

/** The one answer to every accepted sign-up, new or not: nobody learns from it whether an address is subscribed. */
export const SIGNUP_ACCEPTED: NewsletterSignupResponse = { accepted: true };

const storefrontOf = (row: SubscriptionRow): Storefront => STOREFRONTS[row.storefront as StorefrontCode];
const languageOf = (row: SubscriptionRow): Language =>
  (LANGUAGES as readonly string[]).includes(row.language) ? (row.language as Language) : 'en';

async function mailConfirmation(tx: Queryable, links: ConfirmationLinks, row: SubscriptionRow): Promise<void> {
  const data = {
    url: confirmationUrl(links, row.id),
    validHours: Math.round(links.ttlSeconds / 3600),
    percent: NEWSLETTER_PERCENT,
  };
  await enqueueEmail(tx, composeEmail(newsletterConfirm, row.email, data, languageOf(row), storefrontOf(row)));
}

/**
 * Double opt-in, so nobody can subscribe an address that is not theirs. A new address is stored unconfirmed and
 * gets the confirmation e-mail (a signed, expiring link); an unconfirmed one signing up again gets it again (at
 * most every 10 minutes); a confirmed one gets nothing. The answer is the same in every case, so it tells nobody
 * who is subscribed.
 */
export async function subscribeToNewsletter(
  db: Database,
  links: ConfirmationLinks,
  s: Subscription,
): Promise<NewsletterSignupResponse> {
  await db.transaction(async (tx) => {
    const created = await newsletterRepository.insertSubscription(tx, {
      email: s.email,
      storefront: s.storefront.code,
      language: s.language,
    });
    const toMail = created ?? (await newsletterRepository.claimConfirmationResend(tx, s.email));
    if (toMail) await mailConfirmation(tx, links, toMail);
  });
  return SIGNUP_ACCEPTED;
}

export type ConfirmOutcome = 'confirmed' | 'already-confirmed' | 'expired' | 'invalid';

export interface ConfirmResult {
  outcome: ConfirmOutcome;
  /** The subscription's storefront and language, for the page; absent for a link that is not ours. */
  storefront?: Storefront;
  language?: Language;
}

/**
 * Opens a confirmation link. The first time a valid link is opened, the subscription is confirmed and, in the
 * same transaction, the subscriber's own single-use 10% code is issued and the welcome e-mail with it queued:
 * marketing mail only after confirmation. A reused link changes nothing.
 */
export async function confirmSubscription(db: Database, secret: string, token: string): Promise<ConfirmResult> {
  const check = checkConfirmationToken(secret, token);
  if (check.kind === 'invalid') return { outcome: 'invalid' };
  return db.transaction(async (tx) => {
    const confirmed = check.kind === 'valid' ? await newsletterRepository.confirm(tx, check.subscriptionId) : null;
    if (confirmed) {
      const { code } = await issueSingleUseCoupon(tx, {
        prefix: 'NEWS',
        percent: NEWSLETTER_PERCENT,
        validDays: NEWSLETTER_CODE_VALID_DAYS,
        description: `Newsletter welcome, subscription ${confirmed.id}`,
      });
      const [storefront, language] = [storefrontOf(confirmed), languageOf(confirmed)];
      await enqueueEmail(
        tx,
        composeEmail(newsletterWelcome, confirmed.email, { code, percent: NEWSLETTER_PERCENT }, language, storefront),
      );
      return { outcome: 'confirmed', storefront, language };
    }
    const row = await newsletterRepository.find(tx, check.subscriptionId);
    // Purged (an old unconfirmed sign-up): the link no longer leads anywhere.
    if (!row) return { outcome: check.kind === 'expired' ? 'expired' : 'invalid' };
    const where = { storefront: storefrontOf(row), language: languageOf(row) };
    return { outcome: row.confirmed ? 'already-confirmed' : 'expired', ...where };
  });
}
