import { FormattedMessage, useIntl } from '@storefront/shared-ui';
import styled from 'styled-components';
import type { StrainProfile as Profile } from '@storefront/shared-contracts';

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(6)};
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

/** Every strain-profile field of spec 3 with its display rule. */
export function StrainProfile({ profile }: { profile: Profile }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `product.${id}` }, values);
  const upTo = (amount: number, unit: string) => t('profile.upTo', { amount: `${amount} ${unit}` });
  const range = (r: { min: number; max: number }) => `${r.min}–${r.max} cm`;
  const list = (values: string[]) => values.join(', ');
  const rows: [string, string][] = [
    ['floweringType', t(`floweringType.${profile.floweringType}`)],
    ['gender', t(`gender.${profile.gender}`)],
    ['genetics', t(`genetics.${profile.genetics}`)],
    ['ratio', profile.ratio],
    ['difficulty', t(`difficulty.${profile.difficulty}`)],
    ['thc', t(`level.${profile.thc}`)],
    ['cbd', t(`level.${profile.cbd}`)],
    ['cbg', t(`level.${profile.cbg}`)],
    ['yield', upTo(profile.yield, 'g')],
    ['yieldIndoor', upTo(profile.yieldIndoor, 'g/m²')],
    ['yieldOutdoor', upTo(profile.yieldOutdoor, 'g')],
    ['height', range(profile.height)],
    ['heightIndoor', range(profile.heightIndoor)],
    ['heightOutdoor', range(profile.heightOutdoor)],
    ['climate', list(profile.climates.map((c) => t(`climate.${c}`)))],
    ['floweringTime', t('profile.days', { min: profile.floweringTime.min, max: profile.floweringTime.max })],
    ['flavors', list(profile.flavors)],
    ['terpenes', list(profile.terpenes)],
    ['effects', list(profile.effects)],
    ['lineage', list(profile.lineage)],
  ];
  return (
    <section aria-labelledby="strain-profile-title">
      <h2 id="strain-profile-title">
        <FormattedMessage id="product.tabs.profile" />
      </h2>
      <List data-testid="strain-profile">
        {rows.map(([field, value]) => (
          <div key={field} style={{ display: 'contents' }}>
            <dt>{t(`field.${field}`)}</dt>
            <dd data-field={field}>{value}</dd>
          </div>
        ))}
      </List>
    </section>
  );
}
