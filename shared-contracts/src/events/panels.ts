/** The frame's side panels (drawers), each opened and closed on its own. */
export const PANELS = ['account', 'cart', 'menu', 'search'] as const;
export type Panel = (typeof PANELS)[number];
