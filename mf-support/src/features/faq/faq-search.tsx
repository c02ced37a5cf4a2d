import { useLanguage, useStorefront } from '@storefront/shared-contracts';
import { FormattedMessage, useIntl } from '@storefront/shared-ui';
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { useGetFaqQuery } from '../../api/support-api';

const Search = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  max-width: 36rem;
  margin-bottom: ${({ theme }) => theme.space(5)};
  label {
    font-weight: 600;
  }
  input {
    font: inherit;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 0 ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    color: inherit;
    width: 100%;
    box-sizing: border-box;
  }
`;
const Entry = styled.details`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  summary {
    cursor: pointer;
    font-weight: 600;
    min-height: ${({ theme }) => theme.touchTarget};
    display: flex;
    align-items: center;
    padding: ${({ theme }) => theme.space(1)} 0;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
`;

/** How long typing rests before the search runs. */
const DEBOUNCE_MS = 250;

/**
 * Spec 2.4 FAQ page: the entries grouped by topic and the search "What are you looking for?" (full text in the
 * shopper's language, typo-tolerant, on the api); "No faqs found for {text}" when nothing matches. A search
 * opens its hits.
 */
export function FaqSearch() {
  const intl = useIntl();
  const id = useId();
  const { iso } = useStorefront();
  const lang = useLanguage();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const { data, isError, isFetching } = useGetFaqQuery({ iso, lang, q: query });
  const searching = query !== '';

  return (
    <>
      <Search role="search">
        <label htmlFor={id}>
          <FormattedMessage id="support.faq.search" />
        </label>
        <input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={intl.formatMessage({ id: 'support.faq.search' })}
          data-testid="faq-search"
          autoComplete="off"
        />
      </Search>
      <div aria-live="polite" aria-busy={isFetching} data-testid="faq-results">
        {isError ? (
          <p role="alert">
            <FormattedMessage id="support.page.error" />
          </p>
        ) : data && data.query === query ? (
          data.topics.length === 0 ? (
            <p data-testid="faq-empty">
              <FormattedMessage id="support.faq.empty" values={{ text: query }} />
            </p>
          ) : (
            data.topics.map((topic) => (
              <section key={topic.topic} aria-labelledby={`${id}-${topic.topic}`}>
                <h2 id={`${id}-${topic.topic}`}>{topic.title}</h2>
                {topic.entries.map((entry) => (
                  <Entry key={entry.id} open={searching} data-testid="faq-entry">
                    <summary>{entry.question}</summary>
                    <p>{entry.answer}</p>
                  </Entry>
                ))}
              </section>
            ))
          )
        ) : (
          <p role="status">
            <FormattedMessage id="support.page.loading" />
          </p>
        )}
      </div>
    </>
  );
}
