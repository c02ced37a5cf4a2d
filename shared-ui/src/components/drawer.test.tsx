import { useState } from 'react';
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

  it('keeps Tab inside while open and gives focus back to its opener on close', () => {
    const Harness = () => {
      const [open, setOpen] = useState(false);
      return (
        <ThemeProvider theme={theme}>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          <Drawer open={open} title="Search" closeLabel="Close search" onClose={() => setOpen(false)}>
            <input aria-label="Keyword" />
            <a href="/x">Result</a>
          </Drawer>
        </ThemeProvider>
      );
    };
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const close = screen.getByRole('button', { name: 'Close search' });
    const last = screen.getByRole('link', { name: 'Result' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(last).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(opener).toHaveFocus();
  });

  it("leaves the keys of a modal dialog opened from it (the menu's change-region dialog) to that dialog", () => {
    const onClose = jest.fn();
    render(
      <ThemeProvider theme={theme}>
        <Drawer open title="Menu" closeLabel="Close menu" onClose={onClose}>
          <div role="dialog" aria-modal="true" aria-label="Change Region">
            <select aria-label="Region" />
          </div>
        </Drawer>
      </ThemeProvider>,
    );
    const select = screen.getByRole('combobox', { name: 'Region' });
    select.focus();
    fireEvent.keyDown(select, { key: 'Escape' });
    fireEvent.keyDown(select, { key: 'Tab' });
    expect(onClose).not.toHaveBeenCalled();
    expect(select).toHaveFocus();
  });
});
