import { screen } from '@testing-library/react';
import { renderWithProviders } from '@storefront/build-tools/test-utils';
import { REGIONS } from '@storefront/shared-contracts';
import en from '../i18n/en.json';
import ChangeRegionModal from './change-region-modal';
import EntryGate, { LEAVE_URL } from './entry-gate';
import { suggestedRegion } from './regions';

describe('EntryGate', () => {
  it('asks for the region, the cookie choice and 18+ in a form the edge takes even without JavaScript', () => {
    renderWithProviders(<EntryGate region={REGIONS.find((r) => r.id === 'netherlands')!} />, {
      messages: en,
      route: '/product/x?a_aid=7',
    });
    const gate = screen.getByTestId('entry-gate');
    expect(gate).toHaveAttribute('open');
    expect(screen.getByRole('heading', { name: 'Welcome to the Seed Shop' })).toBeInTheDocument();
    const form = screen.getByTestId('entry-gate-form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/consent');
    expect(screen.getByLabelText('Select your region')).toHaveValue('netherlands');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Europe',
      'France',
      'Netherlands',
      'Germany',
      'Austria',
      'Switzerland',
      'United Kingdom',
      'Australia',
      'Canada',
      'New Zealand',
      'United States',
    ]);
    // Opt-in: the box starts unticked, so only essential cookies are set unless the visitor ticks it.
    expect(
      screen.getByRole('checkbox', { name: 'Yes, allow functional, analytical and marketing cookies.' }),
    ).not.toBeChecked();
    expect(screen.getByText('You must be 18+ to enter this website')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enter website' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('link', { name: 'Leave' })).toHaveAttribute('href', LEAVE_URL);
    expect(form.querySelector('input[name="returnTo"]')).toHaveValue('/product/x?a_aid=7');
  });
});

describe('ChangeRegionModal', () => {
  it('keeps the visitor\'s cookie choice and names itself "Change Region"', () => {
    renderWithProviders(<ChangeRegionModal region={REGIONS[0]!} cookies={false} onClose={jest.fn()} />, {
      messages: en,
    });
    expect(screen.getByRole('heading', { name: 'Change Region' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change region' })).toHaveAttribute('type', 'submit');
    expect(screen.getByTestId('change-region-form').querySelector('input[name="cookies"]')).toHaveValue('essential');
  });
});

describe('suggestedRegion', () => {
  it("prefers the chosen region, then the storefront's region of the visitor's country, then its first", () => {
    expect(suggestedRegion('de', 'austria', 'FR').id).toBe('austria');
    expect(suggestedRegion('en', 'france', 'NL').id).toBe('france');
    expect(suggestedRegion('en', null, 'fr').id).toBe('france');
    expect(suggestedRegion('de', null, 'CH').id).toBe('switzerland');
    expect(suggestedRegion('de', null, 'FR').id).toBe('germany');
    expect(suggestedRegion('uk', null, null).id).toBe('united-kingdom');
  });

  it('names the storefront being viewed, not a region chosen for another storefront', () => {
    expect(suggestedRegion('uk', 'austria', null).id).toBe('united-kingdom');
    expect(suggestedRegion('en', 'austria', 'FR').id).toBe('france');
  });
});
