import { ContentPageView } from './content-page';

/** `/shipping-delivery`: a content page assembled from blocks. */
export default function ShippingDeliveryPage() {
  return <ContentPageView routeId="shipping-delivery" />;
}
