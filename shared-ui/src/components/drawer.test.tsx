import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { Drawer } from './drawer';

function renderDrawer(open: boolean, onClose = jest.fn()) {
  render(
    <ThemeProvider theme={theme}>
      <Drawer open={open} title="Cart" closeLabel="Close cart" onClose={onClose} testId="cart-panel">
        <p>Two lines</p>
      </Drawer>
    </ThemeProvider>,
  );
  return onClose;
}

describe('Drawer', () => {
  it('keeps its content out of the page and hidden from assistive technology while closed', () => {
    renderDrawer(false);
    expect(screen.queryByText('Two lines')).toBeNull();
    expect(screen.getByTestId('cart-panel')).toHaveAttribute('aria-hidden', 'true');
  });

  it('opens as a labelled dialog that takes focus', () => {
    renderDrawer(true);
    const dialog = screen.getByRole('dialog', { name: 'Cart' });
    expect(dialog).toHaveFocus();
    expect(screen.getByText('Two lines')).toBeVisible();
  });

  it('closes on Escape and on its close button, and ignores other keys', () => {
    const onClose = renderDrawer(true);
    fireEvent.keyDown(document, { key: 'Enter' });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Close cart' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('does not listen for Escape while closed', () => {
    const onClose = renderDrawer(false);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
  });
});
