import { within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { EARLY_WISHLIST, type StorefrontCode } from '@storefront/shared-contracts';
import { theme } from '@storefront/shared-ui';
import de from '../i18n/de.json';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import nl from '../i18n/nl.json';
import { WishlistGuestPrompt } from './wishlist-guest';

const MESSAGES = { en, de, nl, fr } as const;

/** The prompt as the server renders it on a page at `path`, in the document as the browser has it. */
function serverPrompt(storefront: StorefrontCode, language: keyof typeof MESSAGES, path: string): HTMLElement | null {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <IntlProvider locale={language} messages={MESSAGES[language]} onError={() => undefined}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[path]}>
          <WishlistGuestPrompt storefront={storefront} />
        </MemoryRouter>
      </ThemeProvider>
    </IntlProvider>,
  );
  document.body.append(container);
  return container.querySelector<HTMLElement>('dialog');
}

describe("the wishlist's guest prompt", () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is rendered hidden, marked for the loader, a dialog named by its title', () => {
    const dialog = serverPrompt('en', 'en', '/product/amnesia')!;
    expect(dialog).not.toHaveAttribute('open');
    expect(dialog).toHaveAttribute(EARLY_WISHLIST.dialog, '');
    expect(dialog).toHaveAttribute('closedby', 'any');
    expect(within(dialog).getByRole('heading', { hidden: true })).toHaveTextContent('Wishlist');
    expect(dialog.getAttribute('aria-labelledby')).toBe(within(dialog).getByRole('heading', { hidden: true }).id);
  });

  it('says spec 6’s sentence, with a login link back to the page and the sign-up page', () => {
    const dialog = serverPrompt('en', 'en', '/collections/all?sort=price')!;
    expect(dialog.querySelector('p')).toHaveTextContent(
      'Wishlist is available for logged in users. Either Login or Create a free account to continue',
    );
    const login = within(dialog).getByRole('link', { name: 'Login', hidden: true });
    expect(login).toHaveAttribute(EARLY_WISHLIST.loginLink, '');
    expect(login).toHaveAttribute('href', '/login?returnTo=%2Fcollections%2Fall%3Fsort%3Dprice');
    expect(within(dialog).getByRole('link', { name: 'Create a free account', hidden: true })).toHaveAttribute(
      'href',
      '/signup',
    );
  });

  it('closes with a dialog form’s submit, which needs no script', () => {
    const dialog = serverPrompt('en', 'en', '/search?q=haze')!;
    const close = within(dialog).getByRole('button', { name: 'Close', hidden: true });
    expect(close).toHaveAttribute('type', 'submit');
    expect(close.closest('form')).toHaveAttribute('method', 'dialog');
  });

  it('is left out of pages without hearts (they stay as light as they were)', () => {
    for (const path of ['/', '/blog/germination', '/faq', '/de/login', '/checkout'])
      expect(serverPrompt('en', 'en', path)).toBeNull();
  });

  it.each([
    ['de', 'de', '/de/produkt/amnesia', 'Wunschliste', 'Melde dich an', '/de/login?returnTo=%2Fde%2Fprodukt%2Famnesia'],
    // Dutch and French are the European storefront's languages for those regions: the same addresses.
    ['en', 'nl', '/product/amnesia', 'Verlanglijst', 'Log in', '/login?returnTo=%2Fproduct%2Famnesia'],
    ['en', 'fr', '/product/amnesia', 'Liste de souhaits', 'Connectez-vous', '/login?returnTo=%2Fproduct%2Famnesia'],
  ] as const)('speaks the page’s language (%s, %s)', (storefront, language, path, title, loginName, loginHref) => {
    const dialog = serverPrompt(storefront, language, path)!;
    expect(within(dialog).getByRole('heading', { hidden: true })).toHaveTextContent(title);
    expect(within(dialog).getByRole('link', { name: loginName, hidden: true })).toHaveAttribute('href', loginHref);
    expect(dialog.textContent).not.toMatch(/Wishlist|Login|Close/);
  });
});
