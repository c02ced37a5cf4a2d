import { CHAT_WIDGET, type Panel } from '@storefront/shared-contracts';

/** Each drawer's id, which its header button names as its `popovertarget`. */
export const DRAWER_IDS: Readonly<Record<Panel, string>> = {
  account: 'account-drawer',
  cart: 'cart-drawer',
  menu: 'menu-drawer',
  search: 'search-drawer',
};

/** The chat's drawer (not one of the shared panels: the chat opens by command, `support:open-chat`). */
export const CHAT_DRAWER_ID = CHAT_WIDGET.drawerId;
