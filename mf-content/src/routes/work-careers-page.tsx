import { ContentPageView } from './content-page';

/** `/work-careers`: a content page assembled from blocks. */
export default function WorkCareersPage() {
  return <ContentPageView routeId="work-careers" />;
}
