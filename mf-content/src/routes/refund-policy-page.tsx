import { ContentPageView } from './content-page';

/** `/refund-policy`: a content page assembled from blocks. */
export default function RefundPolicyPage() {
  return <ContentPageView routeId="refund-policy" />;
}
