import { useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from '@storefront/shared-ui';
import { sharedSelectors, STOREFRONTS, type Language, useStorefrontSelector } from '@storefront/shared-contracts';

type Messages = Record<string, string>;

/** A feature's messages in every language, plus a storefront's regional wording (`uk`). */
export type FeatureMessageTable = Record<Language, Messages> & { uk?: Messages };

/**
 * The area's messages (`src/i18n`) are loaded on every catalogue page, the home page included, whose
 * JavaScript budget has no room. A feature only some pages use (filters, search, price list) keeps its
 * messages in its own chunk, all four languages in it (a few hundred bytes each), and adds them here
 * synchronously, so the server render and hydration need no extra round trip.
 */
export function FeatureMessages({ messages, children }: { messages: FeatureMessageTable; children: ReactNode }) {
  const intl = useIntl();
  const language = useStorefrontSelector((state) => sharedSelectors.selectLanguage(state));
  const storefront = useStorefrontSelector((state) => sharedSelectors.selectStorefront(state));
  const merged = useMemo(() => {
    const regional = storefront === 'uk' && STOREFRONTS.uk.language === language ? messages.uk : undefined;
    // Built bundles hold ASTs where the types say strings; both are what IntlProvider takes.
    return { ...intl.messages, ...(messages[language] ?? messages.en), ...regional } as Messages;
  }, [intl.messages, messages, language, storefront]);
  return (
    <IntlProvider
      locale={intl.locale}
      defaultLocale={intl.defaultLocale}
      timeZone={intl.timeZone}
      onError={intl.onError}
      messages={merged}
    >
      {children}
    </IntlProvider>
  );
}
