import { ContentPageView } from './content-page';

/** `/reviews`: a content page assembled from blocks. */
export default function ReviewsPage() {
  return <ContentPageView routeId="reviews" />;
}
