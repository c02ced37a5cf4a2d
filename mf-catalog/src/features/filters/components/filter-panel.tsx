import { useState } from 'react';
import { useIntl } from '@storefront/shared-ui';
import styled from 'styled-components';
import { EARLY_FORMS, sharedSelectors, SORT_KEYS, useStorefrontSelector } from '@storefront/shared-contracts';
import { filterLabel, optionLabel } from '../filter-labels';
import { offeredFilters } from '../offered-filters';
import { listingSearch, toggleFilter, type ListingView } from '../../../lib/listing-url';

const Details = styled.details`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(4)};
  summary {
    cursor: pointer;
    font-weight: 700;
    line-height: 24px;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(3)}`};
  }
  form {
    display: grid;
    gap: ${({ theme }) => theme.space(4)};
    grid-template-columns: repeat(auto-fill, minmax(min(180px, 100%), 1fr));
    padding: 0 ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(3)};
  }
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
  }
  legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
  /* A whole row is the checkbox's target: 44 px tall, for a finger. */
  label {
    display: flex;
    gap: ${({ theme }) => theme.space(3)};
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    cursor: pointer;
  }
  input[type='checkbox'] {
    width: 20px;
    height: 20px;
    margin: 0;
    flex: none;
  }
  select {
    font: inherit;
    width: 100%;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 0 ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
`;

interface Props {
  view: ListingView;
  /** The sort the api applied (the URL may carry none: the default). */
  sort: string;
  /** Page 1 of this listing without a view: the form's target without JavaScript. */
  action: string;
  /** The view after a change (navigation is the caller's). */
  onChange: (view: ListingView) => void;
}

/**
 * "Filter and Sort": the public filters of the first settings group (spec 5), "Promotions" among them,
 * and the 9 sort keys. With JavaScript every change navigates at once; before it runs, the page's loader fetches the
 * listing a change asks for (or submits the GET form); without JavaScript it has an Apply button.
 */
export function FilterPanel({ view: urlView, sort, action, onChange }: Props) {
  const intl = useIntl();
  // The URL changes in a transition: the boxes show the shopper's choice at once, and quick successive
  // choices build on each other rather than on a URL not yet updated.
  const [view, setView] = useState(urlView);
  const urlSearch = listingSearch(urlView);
  // A new URL (back, a link, the navigation landing) resets the boxes to it: adjusted during render.
  const [seenSearch, setSeenSearch] = useState(urlSearch);
  if (urlSearch !== seenSearch) {
    setSeenSearch(urlSearch);
    setView(urlView);
  }
  const change = (next: ListingView) => {
    setView(next);
    onChange(next);
  };
  const settings = useStorefrontSelector((state) => sharedSelectors.selectSettings(state));
  const filters = offeredFilters(settings);
  const activeCount = Object.values(view.filters).reduce((sum, values) => sum + values.length, 0);
  return (
    // Before the shop's JavaScript runs the page's loader answers the panel itself: using it does not start the shop.
    <Details data-testid="filter-panel" {...{ [EARLY_FORMS.owned]: '' }}>
      <summary data-testid="filter-panel-toggle">
        {activeCount > 0
          ? intl.formatMessage({ id: 'catalog.filters.titleWithCount' }, { count: activeCount })
          : intl.formatMessage({ id: 'catalog.filters.title' })}
      </summary>
      {/* Before the shop's JavaScript runs, the page's loader fetches the page a change asks for, or submits it. */}
      <form
        method="get"
        action={action}
        {...{ [EARLY_FORMS.submitOnChange]: '' }}
        onSubmit={(event) => event.preventDefault()}
      >
        <fieldset>
          <legend>{intl.formatMessage({ id: 'catalog.sort.label' })}</legend>
          <select
            name="sort"
            value={view.sort ?? sort}
            onChange={(event) => change({ ...view, sort: event.target.value, dir: undefined })}
            data-testid="sort-select"
            aria-label={intl.formatMessage({ id: 'catalog.sort.label' })}
          >
            {SORT_KEYS.map((key) => (
              <option key={key} value={key}>
                {intl.formatMessage({ id: `catalog.sort.${key}` })}
              </option>
            ))}
          </select>
          {view.dir ? <input type="hidden" name="dir" value={view.dir} /> : null}
        </fieldset>
        {filters.map((filter) => (
          <fieldset key={filter.key} data-testid={`filter-${filter.key}`}>
            <legend>{filterLabel(intl, filter)}</legend>
            {filter.options.map((option) => (
              <label key={option.value}>
                <input
                  type="checkbox"
                  name={filter.key}
                  value={option.value}
                  checked={view.filters[filter.key]?.includes(option.value) ?? false}
                  onChange={() => change(toggleFilter(view, filter.key, option.value))}
                  data-testid={`filter-option-${filter.key}-${option.value}`}
                />
                {optionLabel(intl, filter, option)}
              </label>
            ))}
          </fieldset>
        ))}
        <noscript>
          <button type="submit">{intl.formatMessage({ id: 'catalog.filters.apply' })}</button>
        </noscript>
      </form>
    </Details>
  );
}
