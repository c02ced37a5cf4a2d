import { useIntl } from 'react-intl';
import { SORT_KEYS, type SortKey } from '@storefront/shared-contracts';

export function SortSelect({ value, onChange }: { value: SortKey; onChange: (sort: SortKey) => void }) {
  const intl = useIntl();
  return (
    <label>
      {intl.formatMessage({ id: 'catalog.sort.label' })}{' '}
      <select value={value} onChange={(event) => onChange(event.target.value as SortKey)} data-testid="sort-select">
        {SORT_KEYS.map((key) => (
          <option key={key} value={key}>
            {intl.formatMessage({ id: `catalog.sort.${key}` })}
          </option>
        ))}
      </select>
    </label>
  );
}
