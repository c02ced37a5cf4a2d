import type { Language, NewsletterSignupResponse, Storefront } from '@storefront/shared-contracts';
import type { Database } from '../../db/database';
import { issueSingleUseCoupon } from '../coupons/issue-coupon';
import { enqueueEmail } from '../mail/enqueue-email';
import { composeEmail } from '../mail/templates/compose-email';
import { newsletterWelcome } from '../mail/templates/newsletter-welcome';
import { newsletterRepository } from './repository';

/** Spec 9: the newsletter signup discount. */
export const NEWSLETTER_PERCENT = 10;
/** How long a welcome code stays valid. */
export const NEWSLETTER_CODE_VALID_DAYS = 365;

export interface Subscription {
  email: string;
  storefront: Storefront;
  language: Language;
}

/**
 * Subscribes an address once (case-insensitive) and, for a new subscriber only, issues their own single-use
 * 10% code and puts the welcome e-mail with it in the outbox, all in one transaction. A repeat is not an error
 * and issues and mails nothing.
 */
export async function subscribeToNewsletter(db: Database, s: Subscription): Promise<NewsletterSignupResponse> {
  return db.transaction(async (tx) => {
    const id = await newsletterRepository.insertSubscription(tx, {
      email: s.email,
      storefront: s.storefront.code,
      language: s.language,
    });
    if (id === null) return { subscribed: true, alreadySubscribed: true };
    const { code } = await issueSingleUseCoupon(tx, {
      prefix: 'NEWS',
      percent: NEWSLETTER_PERCENT,
      validDays: NEWSLETTER_CODE_VALID_DAYS,
      description: `Newsletter welcome, subscription ${id}`,
    });
    await enqueueEmail(
      tx,
      composeEmail(newsletterWelcome, s.email, { code, percent: NEWSLETTER_PERCENT }, s.language, s.storefront),
    );
    return { subscribed: true, alreadySubscribed: false };
  });
}
