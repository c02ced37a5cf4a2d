import { buildPath, useStorefront } from '@storefront/shared-contracts';
import { FormattedMessage, Link } from '@storefront/shared-ui';
import { FaqSearch } from '../features/faq/faq-search';

/** `/faq` (`/de/faq`): the shop-wide FAQ with its search, rendered on the server with every entry. */
export default function FaqPage() {
  const { code } = useStorefront();
  return (
    <article data-testid="faq-page">
      <h1>
        <FormattedMessage id="support.faq.title" />
      </h1>
      <FaqSearch />
      <p>
        <FormattedMessage
          id="support.faq.more"
          values={{ link: (chunks) => <Link to={buildPath('contact', code)}>{chunks}</Link> }}
        />
      </p>
    </article>
  );
}
