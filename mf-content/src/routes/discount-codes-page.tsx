import { ContentPageView } from './content-page';

/** `/discount-codes`: a content page assembled from blocks. */
export default function DiscountCodesPage() {
  return <ContentPageView routeId="discount-codes" />;
}
