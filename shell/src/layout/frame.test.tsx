import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeHttp, renderWithProviders } from '@storefront/build-tools/test-utils';
import type { Settings, StorefrontCode } from '@storefront/shared-contracts';
import en from '../i18n/en.json';
import { Footer } from './footer';
import { NewsletterForm } from './newsletter/newsletter-form';
import { shellApi } from './newsletter/newsletter-api';
import { Topbar } from './topbar';

const settings = { categories: [] } as unknown as Settings;
const carrier = (freeFrom: number) => ({ min: 1, max: 3, delay: 0, free_from: freeFrom });

describe('Topbar', () => {
  it.each([
    ['en', 5000, 'Shipped discreetly from the Netherlands', 'Free over €50.00'],
    ['us', 10000, 'Ships discreetly from New York, USA', 'Free over $100.00'],
    ['ca', 12000, 'Shipped discreetly from the Netherlands', 'Free over C$120.00'],
    ['uk', 5500, 'Shipped discreetly from the Netherlands', 'Free over £55.00'],
    ['au', 0, 'Stealth shipping to Australia', 'Free shipping'],
    ['nz', 0, 'Stealth shipping to New Zealand', 'Free shipping'],
  ] as const)('%s: its shipping claim and free-shipping threshold', (storefront, freeFrom, claim, free) => {
    renderWithProviders(<Topbar storefront={storefront as StorefrontCode} />, {
      messages: en,
      shared: { storefront, settings, carrierInfo: carrier(freeFrom) },
    });
    expect(screen.getByTestId('shipping-claim')).toHaveTextContent(claim);
    expect(screen.getByTestId('free-shipping').textContent?.replace(/\s/g, ' ')).toBe(free);
  });

  it("names the visitor's region, suggested from their country until they chose one", () => {
    renderWithProviders(<Topbar storefront="en" />, { messages: en, shared: { settings, country: 'FR' } });
    expect(screen.getByTestId('open-change-region')).toHaveTextContent('France');
  });
});

describe('Footer', () => {
  it.each([
    ['en', /souvenirs and for storage only/],
    ['de', /souvenirs and for storage only/],
    ['au', /requires approval in Australia/],
    ['ca', /comply with Canadian law/],
    ['uk', /illegal here/],
    ['nz', /illegal here/],
    ['us', /Food and Drug Administration/],
  ] as const)("%s shows its region's disclaimer", (storefront, disclaimer) => {
    renderWithProviders(<Footer storefront={storefront as StorefrontCode} />, { messages: en, shared: { storefront } });
    expect(screen.getByTestId('disclaimer')).toHaveTextContent(disclaimer);
  });

  it("has the four columns, links in the storefront's paths", () => {
    renderWithProviders(<Footer storefront="de" />, { messages: en, shared: { storefront: 'de' } });
    for (const column of ['Quick Links', 'About Us', 'Service', 'Featured on'])
      expect(screen.getByRole('heading', { name: column })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/de/kontakt');
  });
});

describe('NewsletterForm', () => {
  function renderForm(respond: (body: unknown) => { status: number; data: unknown }) {
    const { http, requests } = fakeHttp({ 'POST /api/newsletter': respond });
    const view = renderWithProviders(<NewsletterForm />, {
      messages: en,
      http,
      shared: { storefront: 'uk', language: 'en' },
    });
    view.store.inject(shellApi);
    const submit = (email: string) => {
      fireEvent.change(screen.getByTestId('newsletter-email'), { target: { value: email } });
      fireEvent.click(screen.getByTestId('newsletter-submit'));
    };
    return { requests, submit };
  }

  it('is headed "sign up and get 10% off" (spec 2.4), the heading naming the address field', () => {
    renderForm(() => ({ status: 202, data: { accepted: true } }));
    expect(screen.getByRole('heading', { name: 'sign up and get 10% off' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'sign up and get 10% off' })).toBe(
      screen.getByTestId('newsletter-email'),
    );
  });

  it('signs up with the storefront and language, and asks to confirm from the e-mail', async () => {
    const { requests, submit } = renderForm(() => ({ status: 202, data: { accepted: true } }));
    submit(' grower@example.org ');
    expect(
      await screen.findByText(
        'Thank you! Please confirm your address with the link we have just e-mailed you: your 10% discount code follows.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(requests[0]?.body).toEqual({ email: 'grower@example.org', iso: 'en-uk', language: 'en' });
  });

  it('refuses an invalid address before asking, and says so when the api refuses it', async () => {
    const { requests, submit } = renderForm(() => ({
      status: 400,
      data: { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Please provide a valid email address.' },
    }));
    submit('grower@');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please provide a valid email address.');
    expect(requests).toEqual([]);
    expect(screen.getByTestId('newsletter-email')).toHaveAttribute('aria-invalid', 'true');
    submit('grower@example');
    await waitFor(() => expect(requests).toHaveLength(0));
    submit('odd@example.org');
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please provide a valid email address.');
  });

  it('says "Unable to subscribe, please try again" when the signup fails', async () => {
    const { submit } = renderForm(() => ({
      status: 503,
      data: { statusCode: 503, code: 'UNAVAILABLE', message: 'down' },
    }));
    submit('grower@example.org');
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to subscribe, please try again');
    expect(screen.getByTestId('newsletter-email')).toHaveValue('grower@example.org');
  });
});
