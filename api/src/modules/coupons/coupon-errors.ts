import { ERROR_CODES } from '@storefront/shared-contracts';
import { AppError } from '../../http/errors';
import type { CouponRefusal } from './coupon-rules';

/** Spec 8's messages; the client shows its own translation by `code`. */
export const invalidCouponCode = () => new AppError(422, ERROR_CODES.invalidCoupon, 'Invalid coupon code');

export const couponNotApplicable = (reason: CouponRefusal) =>
  new AppError(422, ERROR_CODES.couponNotApplicable, 'Cannot apply the coupon', { reason });

/** At order time: the cart's coupon cannot be redeemed any more (limit reached, used by this e-mail ...). */
export class CouponNotRedeemable extends AppError {
  constructor(
    readonly coupon: string,
    readonly reason: CouponRefusal,
  ) {
    super(409, ERROR_CODES.couponNotApplicable, 'Cannot apply the coupon', { reason, coupon });
    this.name = 'CouponNotRedeemable';
  }
}
