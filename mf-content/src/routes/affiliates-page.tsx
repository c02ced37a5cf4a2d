import { ContentPageView } from './content-page';

/** `/affiliates`: a content page assembled from blocks. */
export default function AffiliatesPage() {
  return <ContentPageView routeId="affiliates" />;
}
