import type { ReferralRequest, ReferralResponse } from '@storefront/shared-contracts';
import type { Database } from '../../db/database';
import { metricsRepository } from './repository';
import { resolveVisitor } from './visitor';

export interface ReferralInput extends ReferralRequest {
  /** The visitor id from our cookie, when the browser reported before. */
  knownVisitorId: string | undefined;
  userAgent: string | null;
}

/**
 * Stores one referral report; reuses the visitor of the cookie when it exists, else creates one. `a_id` is the
 * visitor's affiliate, so a later report without `a_aid` answers the affiliate it came with, not ''.
 */
export async function recordReferral(db: Database, input: ReferralInput): Promise<ReferralResponse> {
  const affiliateId = input.a_aid.trim();
  const referDomain = input.refer_domain.trim().toLowerCase();
  const visitor = await db.transaction(async (tx) => {
    const resolved = await resolveVisitor(tx, input.knownVisitorId, affiliateId);
    await metricsRepository.insertReferral(tx, {
      visitorId: resolved.id,
      affiliateId,
      referDomain,
      url: input.url,
      userAgent: input.userAgent,
    });
    return resolved;
  });
  return { status: 'ok', data: { a_id: visitor.affiliateId, v_id: visitor.id } };
}
