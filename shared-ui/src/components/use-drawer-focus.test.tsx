import { useRef, useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { useDrawerFocus } from './use-drawer-focus';

/** A drawer of its own (not shared-ui's Drawer) on the hook alone, its content present while closed. */
function Panel({ startOpen, opener }: { startOpen: boolean; opener?: () => HTMLElement | null }) {
  const ref = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(startOpen);
  useDrawerFocus(ref, open, () => setOpen(false), { opener });
  return (
    <>
      <button type="button" data-testid="invoker">
        Invoker
      </button>
      <div ref={ref} tabIndex={-1} data-testid="panel" data-open={open}>
        <input aria-label="Keyword" />
      </div>
    </>
  );
}

describe('useDrawerFocus', () => {
  it('keeps focus on a field inside that had it as the drawer opened', () => {
    const Harness = () => {
      const ref = useRef<HTMLDivElement>(null);
      const [open, setOpen] = useState(false);
      useDrawerFocus(ref, open, () => setOpen(false));
      return (
        <div ref={ref} tabIndex={-1} data-testid="panel">
          <input aria-label="Keyword" onChange={() => setOpen(true)} />
        </div>
      );
    };
    render(<Harness />);
    const field = screen.getByRole('textbox', { name: 'Keyword' });
    field.focus();
    fireEvent.change(field, { target: { value: 'widow' } });
    expect(field).toHaveFocus();
  });

  it('gives focus to the named opener on close when nothing on the page had focus as it opened', () => {
    render(<Panel startOpen opener={() => screen.getByTestId('invoker')} />);
    expect(screen.getByTestId('panel')).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByTestId('invoker')).toHaveFocus();
  });
});
