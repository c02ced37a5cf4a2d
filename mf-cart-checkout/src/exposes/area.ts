import { CONTRACT_VERSION, type AreaModule } from '@storefront/shared-contracts';
import { startCartAgent } from '../features/cart/cart-agent';
import { loadCartMessages } from '../i18n/load-messages';

/** The cart and checkout area: the cart agent, the cart panel (checkout and orders come next). */
const area: AreaModule = {
  contractVersion: CONTRACT_VERSION,
  setup: (context) => startCartAgent(context, loadCartMessages),
  slots: {
    'panel:cart': () => import('../features/cart/components/cart-panel'),
  },
  messages: loadCartMessages,
};

export default area;
