import { FormattedMessage } from '@storefront/shared-ui';

/** `/test123`: a page the spec lists without metadata (no description, canonical or alternates; kept out of sitemaps). */
export default function Test123Page() {
  return (
    <article data-testid="test123-page">
      <h1>
        <FormattedMessage id="content.test123.title" />
      </h1>
      <p>
        <FormattedMessage id="content.test123.intro" />
      </p>
    </article>
  );
}
