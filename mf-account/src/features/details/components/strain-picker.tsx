import { MAX_FAVOURITE_STRAINS, useStorefront } from '@storefront/shared-contracts';
import { Button, FormattedMessage, useIntl } from '@storefront/shared-ui';
import { TextField } from '@storefront/shared-ui/field';
import { useState } from 'react';
import styled from 'styled-components';
import { useSearchStrainsQuery } from '../api/details-api';

export interface PickedStrain {
  id: number;
  name: string;
}

const Chips = styled.ul`
  list-style: none;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** Favourite strains chosen from the shop's own strains: type to search, pick from the results. */
export function StrainPicker({ value, onChange }: { value: PickedStrain[]; onChange: (next: PickedStrain[]) => void }) {
  const intl = useIntl();
  const { iso } = useStorefront();
  const [q, setQ] = useState('');
  const term = q.trim();
  const { data } = useSearchStrainsQuery({ iso, q: term }, { skip: term.length < 2 });
  const chosen = new Set(value.map((s) => s.id));
  const results = (data?.items ?? []).filter((item) => !chosen.has(item.id)).slice(0, 8);
  const full = value.length >= MAX_FAVOURITE_STRAINS;
  return (
    <fieldset data-testid="strain-picker">
      <legend>
        <FormattedMessage id="account.grower.favourites" />
      </legend>
      <Chips>
        {value.map((s) => (
          <li key={s.id}>
            <Button
              type="button"
              $variant="secondary"
              onClick={() => onChange(value.filter((x) => x.id !== s.id))}
              data-testid="strain-chosen"
            >
              <FormattedMessage id="account.grower.removeStrain" values={{ name: s.name }} />
            </Button>
          </li>
        ))}
      </Chips>
      <TextField
        label={intl.formatMessage({ id: 'account.grower.search' })}
        type="search"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        disabled={full}
        testId="strain-search"
      />
      {term.length >= 2 && !full ? (
        <ul aria-live="polite" data-testid="strain-results">
          {results.length === 0 ? (
            <li>
              <FormattedMessage id="account.grower.noStrains" />
            </li>
          ) : (
            results.map((item) => (
              <li key={item.id}>
                <Button
                  type="button"
                  $variant="secondary"
                  onClick={() => {
                    onChange([...value, { id: item.id, name: item.name }]);
                    setQ('');
                  }}
                  data-testid="strain-result"
                >
                  {item.name}
                </Button>
              </li>
            ))
          )}
        </ul>
      ) : null}
    </fieldset>
  );
}
