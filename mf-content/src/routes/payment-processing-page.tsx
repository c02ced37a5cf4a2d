import { ContentPageView } from './content-page';

/** `/payment-processing`: a content page assembled from blocks. */
export default function PaymentProcessingPage() {
  return <ContentPageView routeId="payment-processing" />;
}
