import type { RemoteName } from '../routes/route-table';
import type { EventName } from './event-catalogue';

/**
 * Commands and the one area that handles each. A command waits for its handler; the shell loads the
 * owning area when a command is queued, so areas need not be loaded just in case.
 */
export const COMMAND_OWNERS: Partial<Record<EventName, RemoteName | 'shell'>> = {
  'cart:add-item': 'mf_cart_checkout',
  'cart:reload': 'mf_cart_checkout',
  'ui:toast': 'shell',
  'ui:open-panel': 'shell',
  'ui:close-panel': 'shell',
  'account:open-login': 'mf_account',
  'wishlist:toggle': 'mf_account',
  'catalog:open-seedfinder': 'mf_catalog',
};

/** Commands are handled by exactly one area and wait for it to load; notifications go to current listeners. */
export const COMMAND_EVENTS = Object.keys(COMMAND_OWNERS) as readonly EventName[];
