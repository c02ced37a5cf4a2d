import { FormattedMessage } from '@storefront/shared-ui';
import { useLanguage, useStorefront } from '@storefront/shared-contracts';
import { HomeBlocks } from '../features/home/home-blocks';
import { Hero } from '../features/home/hero-block';
import { homeArgs, useGetHomeQuery } from '../features/home/home-api';

/**
 * Home: the blocks stored for it (`GET /api/{iso}/home`, in the shopper's language, English where there is no
 * version), prefetched for the server render. Without them, the heading and an alert.
 */
export default function HomePage() {
  const storefront = useStorefront();
  const language = useLanguage();
  const { data, isError } = useGetHomeQuery(homeArgs(storefront.iso, language));
  if (!data) {
    return (
      <Hero aria-busy={!isError}>
        <h1>
          <FormattedMessage id="catalog.home.title" />
        </h1>
        {isError ? (
          <p role="alert">
            <FormattedMessage id="catalog.error" />
          </p>
        ) : null}
      </Hero>
    );
  }
  return (
    // Blocks stored in English (no version in the language) say so to assistive technology and the browser.
    <div lang={data.language === language ? undefined : data.language}>
      <HomeBlocks blocks={data.blocks} storefront={storefront.code} />
    </div>
  );
}
