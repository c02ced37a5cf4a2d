import {
  CULTIVATION_METHODS,
  FLOWERING_PREFERENCES,
  STRAIN_TYPE_PREFERENCES,
  type GrowerProfile,
} from '@storefront/shared-contracts';
import { Button, FormattedMessage, useIntl } from '@storefront/shared-ui';
import { SelectField, TextField } from '@storefront/shared-ui/field';
import { useState, type FormEvent } from 'react';
import { useSaveGrowerProfileMutation } from '../api/details-api';
import { Form, FormAlert } from '../../../lib/form';
import { StrainPicker, type PickedStrain } from './strain-picker';

const orNull = <T extends string>(value: string) => (value ? (value as T) : null);

/** The Growers Profile: growing since, cultivation method, flowering type, favourite strain type and strains. */
export function GrowerProfileForm({ profile, onDone }: { profile: GrowerProfile; onDone: () => void }) {
  const intl = useIntl();
  const [save, { isLoading, isError }] = useSaveGrowerProfileMutation();
  const [since, setSince] = useState(profile.growingSince ? String(profile.growingSince) : '');
  const [method, setMethod] = useState<string>(profile.cultivationMethod ?? '');
  const [flowering, setFlowering] = useState<string>(profile.floweringType ?? '');
  const [type, setType] = useState<string>(profile.favouriteStrainType ?? '');
  const [strains, setStrains] = useState<PickedStrain[]>(profile.favouriteStrains);
  const thisYear = new Date().getFullYear();
  const options = (prefix: string, values: readonly string[]) => [
    { value: '', label: intl.formatMessage({ id: 'account.grower.none' }) },
    ...values.map((value) => ({ value, label: intl.formatMessage({ id: `account.grower.${prefix}.${value}` }) })),
  ];
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const year = Number.parseInt(since, 10);
    const result = await save({
      growingSince: Number.isFinite(year) && year >= 1950 && year <= thisYear ? year : null,
      cultivationMethod: orNull<(typeof CULTIVATION_METHODS)[number]>(method),
      floweringType: orNull<(typeof FLOWERING_PREFERENCES)[number]>(flowering),
      favouriteStrainType: orNull<(typeof STRAIN_TYPE_PREFERENCES)[number]>(type),
      favouriteStrainIds: strains.map((s) => s.id),
    });
    if ('data' in result) onDone();
  };
  return (
    <Form onSubmit={submit} noValidate data-testid="grower-form">
      {isError ? (
        <FormAlert role="alert">
          <FormattedMessage id="account.error.generic" />
        </FormAlert>
      ) : null}
      <TextField
        label={intl.formatMessage({ id: 'account.grower.since' })}
        type="number"
        inputMode="numeric"
        min={1950}
        max={thisYear}
        value={since}
        onChange={(e) => setSince(e.target.value)}
        testId="grower-since"
      />
      <SelectField
        label={intl.formatMessage({ id: 'account.grower.method' })}
        options={options('method', CULTIVATION_METHODS)}
        value={method}
        onChange={(e) => setMethod(e.target.value)}
        testId="grower-method"
      />
      <SelectField
        label={intl.formatMessage({ id: 'account.grower.flowering' })}
        options={options('flowering', FLOWERING_PREFERENCES)}
        value={flowering}
        onChange={(e) => setFlowering(e.target.value)}
        testId="grower-flowering"
      />
      <SelectField
        label={intl.formatMessage({ id: 'account.grower.type' })}
        options={options('type', STRAIN_TYPE_PREFERENCES)}
        value={type}
        onChange={(e) => setType(e.target.value)}
        testId="grower-type"
      />
      <StrainPicker value={strains} onChange={setStrains} />
      <Button type="submit" disabled={isLoading} data-testid="grower-save">
        <FormattedMessage id="account.save" />
      </Button>
    </Form>
  );
}
