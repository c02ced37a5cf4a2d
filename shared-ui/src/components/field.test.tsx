import { fireEvent, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { SelectField, TextArea, TextField } from './field';

const inTheme = (ui: ReactNode) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe('TextField', () => {
  it('is named by its label and valid while there is no error', () => {
    inTheme(<TextField label="E-mail" type="email" name="email" testId="signup-email" />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('name', 'email');
    expect(input).toHaveAttribute('data-testid', 'signup-email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByTestId('signup-email-error')).toBeNull();
  });

  it('announces its error with the field and marks it invalid', () => {
    inTheme(<TextField label="E-mail" testId="signup-email" error="Enter a valid e-mail address." />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a valid e-mail address.');
    expect(screen.getByTestId('signup-email-error')).toHaveTextContent('Enter a valid e-mail address.');
  });

  it('reads the hint before the error, and keeps a fixed id for forms that find fields by id', () => {
    inTheme(
      <TextField id="checkout-delivery-city" label="City" hint="As on your letters." error="City is required." />,
    );
    const input = screen.getByRole('textbox', { name: 'City' });
    expect(input).toHaveAttribute('id', 'checkout-delivery-city');
    expect(input).toHaveAttribute('aria-describedby', 'checkout-delivery-city-hint checkout-delivery-city-error');
    expect(input).toHaveAccessibleDescription('As on your letters. City is required.');
  });

  it('gives two fields of one page their own ids', () => {
    inTheme(
      <>
        <TextField label="First name" error="Required." />
        <TextField label="Last name" error="Required." />
      </>,
    );
    const first = screen.getByRole('textbox', { name: 'First name' });
    const last = screen.getByRole('textbox', { name: 'Last name' });
    expect(first.id).not.toBe(last.id);
    expect(first.getAttribute('aria-describedby')).not.toBe(last.getAttribute('aria-describedby'));
  });

  it('passes the value and changes through to the input', () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <>
          <TextField label="City" value={value} onChange={(event) => setValue(event.target.value)} />
          <output>{value}</output>
        </>
      );
    }
    inTheme(<Controlled />);
    fireEvent.change(screen.getByRole('textbox', { name: 'City' }), { target: { value: 'Utrecht' } });
    expect(screen.getByRole('status')).toHaveTextContent('Utrecht');
  });
});

describe('TextArea', () => {
  it('is a labelled multi-line field with its error announced', () => {
    inTheme(<TextArea label="Message" name="message" rows={6} error="Write at least 10 characters." />);
    const area = screen.getByRole('textbox', { name: 'Message' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('rows', '6');
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription('Write at least 10 characters.');
  });
});

describe('SelectField', () => {
  it('is a labelled select with its own first option, then the options', () => {
    inTheme(
      <SelectField
        label="Country"
        defaultValue="NL"
        testId="country"
        options={[
          { value: 'DE', label: 'Germany' },
          { value: 'NL', label: 'Netherlands' },
        ]}
      >
        <option value="">Choose a country</option>
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose a country',
      'Germany',
      'Netherlands',
    ]);
    expect(select).toHaveValue('NL');
    expect(select).toHaveAttribute('data-testid', 'country');
    expect(select).not.toHaveAttribute('aria-invalid');
  });
});
