import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, StyleSheetManager, ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { RadioTabs } from './tabs';

const TABS = [
  { id: 'description', label: 'Description', content: <p>A sativa classic.</p> },
  { id: 'reviews', label: 'Reviews (2)', content: <p>Great plant.</p> },
  { id: 'faq', label: 'FAQ', content: <p>How tall?</p> },
];
/** The radio a tab's label checks. */
const radioOf = (tab: HTMLElement) => document.getElementById((tab as HTMLLabelElement).htmlFor) as HTMLInputElement;

const tabs = (
  <ThemeProvider theme={theme}>
    <RadioTabs label="Product information" tabs={TABS} />
  </ThemeProvider>
);

describe('RadioTabs', () => {
  it('are tabs whose tab is the label of a radio: a click checks it, no script needed to switch', () => {
    render(tabs);
    expect(screen.getByRole('tablist', { name: 'Product information' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Description', 'Reviews (2)', 'FAQ']);
    const reviews = screen.getByTestId('tab-reviews');
    expect(reviews.tagName).toBe('LABEL');
    const radio = radioOf(reviews);
    expect(radio.type).toBe('radio');
    // No control inside a tab or the tablist: the radios are outside it and hidden from assistive technology.
    expect(screen.getByRole('tablist').querySelector('input')).toBeNull();
    expect(radio).toHaveAttribute('aria-hidden', 'true');
    expect(radio.checked).toBe(false);
    fireEvent.click(reviews);
    expect(radio.checked).toBe(true);
    expect(reviews).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('tabpanel-reviews')).not.toHaveAttribute('hidden');
    expect(screen.getByTestId('tabpanel-description')).toHaveAttribute('hidden');
  });

  it('move and select with the keys once hydrated, one tab in the tab order', () => {
    render(tabs);
    const [description, reviews, faq] = screen.getAllByRole('tab');
    fireEvent.keyDown(description!, { key: 'ArrowRight' });
    expect(reviews).toHaveFocus();
    expect(radioOf(reviews!).checked).toBe(true);
    expect(screen.getAllByRole('tab').map((t) => t.getAttribute('tabindex'))).toEqual(['-1', '0', '-1']);
    fireEvent.keyDown(reviews!, { key: 'End' });
    expect(faq).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(faq!, { key: 'ArrowRight' });
    expect(description).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the tab picked before hydration with CSS, and React takes it over without changing it back', async () => {
    const sheet = new ServerStyleSheet();
    const html = renderToString(sheet.collectStyles(tabs));
    const styles = sheet.getStyleTags();
    sheet.seal();
    // The kept rules name the checked radio's panel: the switch is the browser's, before any script.
    expect(styles).toMatch(
      /:has\(> \.[\w-]+ input\[value='reviews'\]:checked\) \[data-tab='reviews'\]\{display:block;\}/,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const radio = container.querySelector<HTMLInputElement>('input[value="reviews"]')!;
    radio.click();
    expect(radio.checked).toBe(true);
    await act(async () => {
      hydrateRoot(container, <StyleSheetManager>{tabs}</StyleSheetManager>);
    });
    expect(radio.checked).toBe(true);
    expect(screen.getByTestId('tab-reviews')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('tabpanel-reviews')).not.toHaveAttribute('hidden');
    container.remove();
  });

  it("opens on the tab the page names, in the server's HTML, and falls back to the first for an unknown one", () => {
    const opened = (initial: string) =>
      renderToString(
        <ThemeProvider theme={theme}>
          <RadioTabs label="Product information" tabs={TABS} initial={initial} />
        </ThemeProvider>,
      );
    const container = document.createElement('div');
    container.innerHTML = opened('reviews');
    const checked = () => container.querySelector<HTMLInputElement>('input:checked')?.value;
    expect(checked()).toBe('reviews');
    expect(container.querySelector('[data-testid="tab-reviews"]')).toHaveAttribute('aria-selected', 'true');
    expect(container.querySelector('[data-testid="tabpanel-reviews"]')).not.toHaveAttribute('hidden');
    expect(container.querySelector('[data-testid="tabpanel-description"]')).toHaveAttribute('hidden');
    container.innerHTML = opened('shipping');
    expect(checked()).toBe('description');
  });
});
