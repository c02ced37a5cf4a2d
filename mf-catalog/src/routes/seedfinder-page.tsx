import { FormattedMessage } from '@storefront/shared-ui';
import { buildPath, useStorefront } from '@storefront/shared-contracts';
import { Link, useLocation, useNavigate } from '@storefront/shared-ui';
import { Seedfinder } from '../features/seedfinder/components/seedfinder';
import { seedfinderMessages } from '../features/seedfinder/i18n/messages';
import { answersFromQuery, answersToQuery } from '../features/seedfinder/seedfinder-url';
import { FeatureMessages } from '../i18n/feature-messages';

/**
 * `/seedfinder`: the quiz on a page of its own. The answers live in the query string (replaced as the shopper
 * answers), so the address is the share link; a link with every answer opens on the results, rendered on the
 * server.
 */
function SeedfinderPageContent() {
  const storefront = useStorefront();
  const location = useLocation();
  const navigate = useNavigate();
  const path = buildPath('seedfinder', storefront.code);
  return (
    <section>
      <h1>
        <FormattedMessage id="catalog.seedfinder.title" />
      </h1>
      <p>
        <FormattedMessage id="catalog.seedfinder.intro" />
      </p>
      <Seedfinder
        initialAnswers={answersFromQuery(new URLSearchParams(location.search))}
        onAnswersChange={(answers) => {
          const query = answersToQuery(answers);
          void navigate(query ? `${path}?${query}` : path, { replace: true });
        }}
        renderProductLink={(slug, children) => (
          <Link to={buildPath('product-slug', storefront.code, { slug })} data-testid="product-card">
            {children}
          </Link>
        )}
      />
    </section>
  );
}

export default function SeedfinderPage() {
  return (
    <FeatureMessages messages={seedfinderMessages}>
      <SeedfinderPageContent />
    </FeatureMessages>
  );
}
