import { ContentPageView } from './content-page';

/** `/our-story`: a content page assembled from blocks. */
export default function OurStoryPage() {
  return <ContentPageView routeId="our-story" />;
}
