import { z } from 'zod';
import { REGION_IDS, STOREFRONT_CODES } from '../locales';
import { PANELS } from './event-names';

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
  /** The cart changed (after load, add, update, remove). */
  'cart:changed': z.object({ itemCount: z.number().int().nonnegative(), seedCount: z.number().int().nonnegative() }),
  /** Command to the shell: show a toast. Messages are already translated by the emitting area. */
  'ui:toast': z.object({ kind: z.enum(['success', 'error', 'info']), message: z.string().min(1) }),
  'ui:open-panel': z.object({ panel: z.enum(PANELS) }),
  'region:changed': z.object({ storefront: z.enum(STOREFRONT_CODES), region: z.enum(REGION_IDS) }),
  'session:changed': z.object({ loggedIn: z.boolean() }),
} as const;

export type EventName = keyof typeof eventSchemas;
export type EventPayload<N extends EventName> = z.infer<(typeof eventSchemas)[N]>;
