import { ContentPageView } from './content-page';

/** `/privacy-policy`: a content page assembled from blocks. */
export default function PrivacyPolicyPage() {
  return <ContentPageView routeId="privacy-policy" />;
}
