import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { EARLY_CLICKS } from '@storefront/shared-contracts';
import { releaseEarlyClicks, takeEarlyClicks } from './early-clicks';

function Toggle({ label }: { label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <button type="button" onClick={() => setOpen((o) => !o)}>
      {label}: {open ? 'open' : 'closed'}
    </button>
  );
}

/** A form that works only with JavaScript (no `action`), as the login form. */
function LogIn({ onLogIn }: { onLogIn: (email: string) => void }) {
  const [email, setEmail] = useState('ada@example.com');
  return (
    <form
      aria-label="Log in"
      onSubmit={(event) => {
        event.preventDefault();
        onLogIn(email);
      }}
    >
      <input aria-label="E-mail" value={email} onChange={(event) => setEmail(event.target.value)} />
      <button type="submit">Log in</button>
    </form>
  );
}

describe('early clicks', () => {
  it("stops the boot script's capture and takes its buttons, once", () => {
    const button = document.createElement('button');
    const stop = jest.fn();
    const win: Record<string, unknown> = {
      [EARLY_CLICKS.queue]: [button, 'not an element'],
      [EARLY_CLICKS.stop]: stop,
    };
    expect(takeEarlyClicks(win)).toEqual([button]);
    expect(stop).toHaveBeenCalledTimes(1);
    expect(takeEarlyClicks(win)).toEqual([]);
  });

  it('has nothing to take on a page without the boot script', () => {
    expect(takeEarlyClicks({})).toEqual([]);
  });

  it('on release gives each held click to its button, now handled by React, and skips one no longer on the page', () => {
    render(<Toggle label="Cart" />);
    const cart = screen.getByRole('button', { name: 'Cart: closed' });
    const gone = document.createElement('button');
    const goneClick = jest.spyOn(gone, 'click');
    const win: Record<string, unknown> = { [EARLY_CLICKS.queue]: [gone, cart], [EARLY_CLICKS.stop]: jest.fn() };
    act(() => releaseEarlyClicks(win));
    expect(screen.getByRole('button', { name: 'Cart: open' })).toBe(cart);
    expect(goneClick).not.toHaveBeenCalled();
    act(() => releaseEarlyClicks(win));
    expect(screen.getByRole('button', { name: 'Cart: open' })).toBe(cart);
  });

  it("replays a held submit button's click and a held form's own submit to the form's handler", () => {
    const onLogIn = jest.fn();
    render(<LogIn onLogIn={onLogIn} />);
    const submit = screen.getByRole('button', { name: 'Log in' });
    const form = screen.getByRole('form', { name: 'Log in' });
    act(() => releaseEarlyClicks({ [EARLY_CLICKS.queue]: [submit], [EARLY_CLICKS.stop]: jest.fn() }));
    expect(onLogIn).toHaveBeenCalledTimes(1);
    act(() => releaseEarlyClicks({ [EARLY_CLICKS.queue]: [form], [EARLY_CLICKS.stop]: jest.fn() }));
    expect(onLogIn).toHaveBeenCalledTimes(2);
    expect(onLogIn).toHaveBeenLastCalledWith('ada@example.com');
  });
});
