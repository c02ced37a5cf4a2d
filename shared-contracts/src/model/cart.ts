/** Most packs of one kind a cart line may hold. */
export const MAX_LINE_QUANTITY = 99;
