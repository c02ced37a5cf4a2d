import { ContentPageView } from './content-page';

/** `/return-policy`: a content page assembled from blocks. */
export default function ReturnPolicyPage() {
  return <ContentPageView routeId="return-policy" />;
}
