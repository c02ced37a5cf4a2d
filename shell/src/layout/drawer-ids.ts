import { CHAT_WIDGET, type Panel, type RemoteName, type SlotId } from '@storefront/shared-contracts';

/** Each drawer's id, which its header button names as its `popovertarget`. */
export const DRAWER_IDS = {
  account: 'account-drawer',
  cart: 'cart-drawer',
  menu: 'menu-drawer',
  search: 'search-drawer',
} as const satisfies Readonly<Record<Panel, string>>;

/** The chat's drawer (not one of the shared panels: the chat opens by command, `support:open-chat`). */
export const CHAT_DRAWER_ID = CHAT_WIDGET.drawerId;

/** An area's slot that fills a drawer once the shop runs. */
export interface DrawerArea {
  name: RemoteName;
  slot: SlotId;
}

/** What fills each drawer once the shop runs (the menu is the shell's own), by drawer id. */
export const DRAWER_AREAS = {
  [DRAWER_IDS.account]: { name: 'mf_account', slot: 'panel:account' },
  [DRAWER_IDS.cart]: { name: 'mf_cart_checkout', slot: 'panel:cart' },
  [DRAWER_IDS.search]: { name: 'mf_catalog', slot: 'panel:search' },
  [CHAT_DRAWER_ID]: { name: 'mf_support', slot: 'widget:chat' },
} as const satisfies Readonly<Record<string, DrawerArea>>;
