import { ERROR_CODES, MAX_LINE_QUANTITY } from '@storefront/shared-contracts';
import { AppError, notFound } from '../../http/errors';

/** Spec 5 / 8, with the amount filled in; `params.amount` lets the client format its own translation. */
export const maxSeedsReached = (max: number) =>
  new AppError(422, ERROR_CODES.maxSeeds, `Product cannot be added, maximum amount of ${max} seeds has been reached.`, {
    amount: max,
  });

export const lineQuantityLimit = () =>
  new AppError(422, 'LINE_QUANTITY_LIMIT', `A cart line holds at most ${MAX_LINE_QUANTITY} packs.`, {
    amount: MAX_LINE_QUANTITY,
  });

export const lineNotFound = (lineId: number) => notFound(`Cart line ${lineId} is not in your cart.`);

export const packNotFound = (packId: number) => notFound(`Seed pack ${packId} does not exist.`);

export const cartNotFound = () => notFound('You have no cart.');
