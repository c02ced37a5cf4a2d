import { DRAWER_AREAS, type DrawerArea } from '../layout/drawer-ids';
import { isPopoverOpen } from '../layout/popover';

/**
 * The areas of the drawers open when the shop starts: the platform opened them at the tap that started it (a chat
 * button, the cart), and their content is what that shopper waits for. Their code then loads beside the route's
 * area, during the boot, rather than once React has the page: measured on a slowed phone, the chat's window waited
 * for the frame's hydration and then ran its scripts between the page's own hydration slices.
 */
export function openDrawerAreas(doc: Document): DrawerArea[] {
  return Object.entries(DRAWER_AREAS)
    .filter(([id]) => {
      const drawer = doc.getElementById(id);
      return drawer !== null && isPopoverOpen(drawer);
    })
    .map(([, area]) => area);
}
