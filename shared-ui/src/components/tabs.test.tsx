import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { Tabs } from './tabs';

function renderTabs(initialTab?: string) {
  render(
    <ThemeProvider theme={theme}>
      <Tabs
        label="Product information"
        initialTab={initialTab}
        tabs={[
          { id: 'description', label: 'Description', content: <p>A sativa classic.</p> },
          { id: 'reviews', label: 'Reviews', content: <p>Great plant.</p> },
          { id: 'faq', label: 'FAQ', content: <p>How tall?</p> },
        ]}
      />
    </ThemeProvider>,
  );
}

describe('Tabs', () => {
  it('renders a named tablist whose tabs control panels, every panel in the page and only the active one shown', () => {
    renderTabs();
    expect(screen.getByRole('tablist', { name: 'Product information' })).toBeInTheDocument();
    const tab = screen.getByRole('tab', { name: 'Description' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Description' })).toHaveTextContent('A sativa classic.');
    expect(screen.getByText('Great plant.')).not.toBeVisible();
    expect(screen.getByTestId('tabpanel-reviews')).toHaveAttribute('hidden');
    expect(tab).toHaveAttribute('aria-controls', screen.getByTestId('tabpanel-description').id);
  });

  it('selects a tab on click', () => {
    renderTabs();
    fireEvent.click(screen.getByRole('tab', { name: 'Reviews' }));
    expect(screen.getByText('Great plant.')).toBeVisible();
    expect(screen.getByText('A sativa classic.')).not.toBeVisible();
  });

  it('moves and selects with the arrow keys, Home and End, wrapping around, with one tab in the tab order', () => {
    renderTabs();
    const [description, reviews, faq] = screen.getAllByRole('tab');
    fireEvent.keyDown(description!, { key: 'ArrowRight' });
    expect(reviews).toHaveFocus();
    expect(reviews).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((t) => t.getAttribute('tabindex'))).toEqual(['-1', '0', '-1']);
    fireEvent.keyDown(reviews!, { key: 'End' });
    expect(faq).toHaveFocus();
    fireEvent.keyDown(faq!, { key: 'ArrowRight' });
    expect(description).toHaveFocus();
    fireEvent.keyDown(description!, { key: 'ArrowLeft' });
    expect(faq).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(faq!, { key: 'Home' });
    expect(description).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('A sativa classic.')).toBeVisible();
  });

  it('can start on another tab', () => {
    renderTabs('faq');
    expect(screen.getByRole('tab', { name: 'FAQ' })).toHaveAttribute('aria-selected', 'true');
  });
});
