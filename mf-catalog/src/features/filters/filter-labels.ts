import type { IntlShape } from '@storefront/shared-ui';
import type { ProductFilter } from '@storefront/shared-contracts';

/**
 * Message families of the known filters' options: the settings carry English labels only, so the shop
 * words the strain-profile values itself (and the UK says "Feminised"). A filter or option the settings add
 * later falls back to the settings' label.
 */
const OPTION_FAMILIES: Record<string, string> = {
  flowering_type: 'catalog.floweringType',
  gender: 'catalog.gender',
  genetics: 'catalog.genetics',
  difficulty: 'catalog.difficulty',
  thc: 'catalog.level',
  cbd: 'catalog.level',
  cbg: 'catalog.level',
  climate: 'catalog.climate',
  flowering_time: 'catalog.floweringTime',
  promotions: 'catalog.promotions',
};

function known(intl: IntlShape, id: string): boolean {
  return Object.prototype.hasOwnProperty.call(intl.messages, id);
}

export function filterLabel(intl: IntlShape, filter: ProductFilter): string {
  const id = `catalog.filter.${filter.key}`;
  return known(intl, id) ? intl.formatMessage({ id }) : filter.label;
}

export function optionLabel(intl: IntlShape, filter: ProductFilter, option: { value: string; label: string }): string {
  const family = OPTION_FAMILIES[filter.key];
  const id = family ? `${family}.${option.value}` : '';
  return family && known(intl, id) ? intl.formatMessage({ id }) : option.label;
}
