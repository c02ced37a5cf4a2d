import AccountOrdersPage from './account-orders-page';

/** `/account/order` (`/de/konto/bestellung`): the spec does not show its role beside /account/orders; it shows the same list. */
export default AccountOrdersPage;
