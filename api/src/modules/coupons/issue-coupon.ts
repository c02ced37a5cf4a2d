import { randomInt } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { couponRepository } from './repository';

/** Crockford-style alphabet without 0/O, 1/I/L and U: readable when typed from an e-mail. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

const randomPart = (length: number) => Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/**
 * Issues a new personal percent coupon (usage limit 1, once per e-mail, not public) in the caller's transaction
 * and returns its code, `PREFIX-XXXX-XXXX` (30^8 codes, drawn with a CSPRNG, so not guessable).
 */
export async function issueSingleUseCoupon(
  tx: Queryable,
  c: { prefix: string; percent: number; validDays: number; description: string; now?: Date },
): Promise<{ code: string; validUntil: string }> {
  const until = new Date((c.now ?? new Date()).getTime() + c.validDays * 86_400_000).toISOString().slice(0, 10);
  for (;;) {
    const code = `${c.prefix}-${randomPart(4)}-${randomPart(4)}`;
    if (
      await couponRepository.insertIssued(tx, {
        code,
        percent: c.percent,
        validUntil: until,
        description: c.description,
      })
    )
      return { code, validUntil: until };
  }
}
