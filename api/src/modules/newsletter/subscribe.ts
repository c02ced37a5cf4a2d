import type { Language, NewsletterSignupResponse, Storefront } from '@storefront/shared-contracts';
import type { Database } from '../../db/database';
import { enqueueEmail } from '../mail/enqueue-email';
import { newsletterRepository } from './repository';
import { welcomeEmail } from './welcome-email';

/** Spec 9: the newsletter signup discount, seeded as a 10% coupon. */
export const NEWSLETTER_COUPON = 'NEWSLETTER10';

export interface Subscription {
  email: string;
  storefront: Storefront;
  language: Language;
}

/**
 * Subscribes an address once (case-insensitive) and, for a new subscriber only, puts the welcome e-mail with
 * the discount code in the outbox in the same transaction. A repeat is not an error and mails nothing.
 */
export async function subscribeToNewsletter(db: Database, s: Subscription): Promise<NewsletterSignupResponse> {
  return db.transaction(async (tx) => {
    const id = await newsletterRepository.insertSubscription(tx, {
      email: s.email,
      storefront: s.storefront.code,
      language: s.language,
    });
    if (id === null) return { subscribed: true, alreadySubscribed: true };
    const coupon = await newsletterRepository.activePercentCoupon(tx, NEWSLETTER_COUPON);
    await enqueueEmail(
      tx,
      welcomeEmail(s.email, s.language, s.storefront, coupon ? { code: coupon.code, percent: coupon.value } : null),
    );
    return { subscribed: true, alreadySubscribed: false };
  });
}
