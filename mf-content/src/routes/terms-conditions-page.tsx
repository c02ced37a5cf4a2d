import { ContentPageView } from './content-page';

/** `/terms-conditions`: a content page assembled from blocks. */
export default function TermsConditionsPage() {
  return <ContentPageView routeId="terms-conditions" />;
}
