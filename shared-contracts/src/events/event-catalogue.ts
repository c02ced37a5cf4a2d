import { z } from 'zod';
import { PANELS } from './panels';

/**
 * Every event that crosses an area, namespaced by the area that owns its meaning.
 * Commands (`COMMAND_EVENTS`) wait for their handler; notifications go to whoever listens at the time.
 */
export const eventSchemas = {
  /** Command to the cart area: add a seed pack. */
  'cart:add-item': z.object({
    packId: z.number().int().positive(),
    quantity: z.number().int().min(1).max(99),
    productName: z.string().min(1),
  }),
  /**
   * Command to the cart area: load the cart again, the server changed it outside the area (an add the page's loader
   * sent while the shop was starting). Since 4.9.0.
   */
  'cart:reload': z.object({}),
  /**
   * The cart changed (after load, add, update, remove), with the counts the server answered. Told by the cart area,
   * and by whoever has such an answer before it is in: the product page's own add on a page hydrated before the cart
   * area, the shell for an add the page's loader sent while it started (each then asks the area for `cart:reload`).
   */
  'cart:changed': z.object({ itemCount: z.number().int().nonnegative(), seedCount: z.number().int().nonnegative() }),
  /** Command to the shell: show a toast. Messages are already translated by the emitting area. */
  'ui:toast': z.object({ kind: z.enum(['success', 'error', 'info']), message: z.string().min(1) }),
  /** Command to the shell: open one of the frame's panels (the cart drawer after "View cart"). */
  'ui:open-panel': z.object({ panel: z.enum(PANELS) }),
  /** Command to the shell: close a panel (a link inside it was followed). Since 3.0.0. */
  'ui:close-panel': z.object({ panel: z.enum(PANELS) }),
  /** The shopper logged in or out (the shared slice's `session` changed with it). firstName since 2.4.0. */
  'session:changed': z.object({ loggedIn: z.boolean(), firstName: z.string().nullable().optional() }),
  /** Command to the account area: open the login popup over the page (`reason` words its intro). Since 2.4.0. */
  'account:open-login': z.object({ reason: z.enum(['login', 'wishlist']) }),
  /**
   * Command to the account area: add the product to the wishlist or remove it (a guest gets the login popup
   * with spec 6's message). The shared slice's `wishlist` holds the ids. Since 2.4.0.
   */
  'wishlist:toggle': z.object({ productId: z.number().int().positive(), productName: z.string().min(1) }),
  /** The logged-in shopper's wishlist (product ids) changed; the shared slice's `wishlist` follows. Since 3.0.0. */
  'wishlist:changed': z.object({ productIds: z.array(z.number().int().positive()) }),
  /** Command to the catalogue area: open the Seedfinder quiz as a modal over the page. */
  'catalog:open-seedfinder': z.object({}),
  /** Command to the shell: open the chat window (its launcher's dialog, filled by mf_support's `widget:chat`). */
  'support:open-chat': z.object({}),
} as const;

export type EventName = keyof typeof eventSchemas;
export type EventPayload<N extends EventName> = z.infer<(typeof eventSchemas)[N]>;
