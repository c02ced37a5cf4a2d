import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { EARLY_CLICKS } from '@storefront/shared-contracts';
import { releaseEarlyClicks } from './early-clicks';
import { holdEarlyInputs, releaseEarlyInputs } from './early-inputs';

/** A controlled field and box, echoing their state: what the hydrated component knows. */
function Form() {
  const [email, setEmail] = useState('');
  const [agreed, setAgreed] = useState(false);
  return (
    <form>
      <input aria-label="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <input aria-label="agree" type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
      <output data-testid="state">{`${email}|${agreed ? 'yes' : 'no'}`}</output>
    </form>
  );
}

/**
 * One state object built from the rendered one, as the checkout's form is (`{ ...form, email }`), and a submit
 * that reads it, as the login's does.
 */
function Checkout({ onPay }: { onPay: (form: { email: string; country: string }) => void }) {
  const [form, setForm] = useState({ email: '', country: '' });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onPay(form);
      }}
    >
      <input aria-label="email" value={form.email} onChange={(e) => setForm({ ...form, email: e.target.value })} />
      <select aria-label="country" value={form.country} onChange={(e) => setForm({ ...form, country: e.target.value })}>
        <option value="">Choose</option>
        <option value="NL">Netherlands</option>
      </select>
      <button type="submit">Pay</button>
    </form>
  );
}

/** The server's markup in the page, as the browser has it before any script ran. */
function serverPage() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form />);
  document.body.appendChild(container);
  const email = container.querySelector<HTMLInputElement>('[aria-label=email]')!;
  const agree = container.querySelector<HTMLInputElement>('[aria-label=agree]')!;
  const state = () => container.querySelector('output')!.textContent;
  return { container, email, agree, state };
}

afterEach(async () => {
  await releaseEarlyInputs();
  document.body.innerHTML = '';
});

describe('early inputs', () => {
  it('gives what the shopper typed and ticked before hydration back to the hydrated components', async () => {
    const page = serverPage();
    // Typed and ticked on the server markup: the DOM changes, no React yet.
    page.email.value = 'early@example.com';
    page.agree.checked = true;
    holdEarlyInputs(page.container);
    await act(async () => {
      hydrateRoot(page.container, <Form />);
    });
    await act(() => releaseEarlyInputs());
    expect(page.email.value).toBe('early@example.com');
    expect(page.agree.checked).toBe(true);
    expect(page.state()).toBe('early@example.com|yes');
  });

  it('keeps the latest text typed while hydration runs', async () => {
    const page = serverPage();
    page.email.value = 'ear';
    holdEarlyInputs(page.container);
    page.email.value = 'early';
    page.email.dispatchEvent(new Event('input', { bubbles: true }));
    await act(async () => {
      hydrateRoot(page.container, <Form />);
    });
    await act(() => releaseEarlyInputs());
    expect(page.state()).toBe('early|no');
  });

  it('leaves untouched fields alone', async () => {
    const page = serverPage();
    const typed = jest.fn();
    page.email.addEventListener('input', typed);
    holdEarlyInputs(page.container);
    await act(async () => {
      hydrateRoot(page.container, <Form />);
    });
    await act(() => releaseEarlyInputs());
    expect(typed).not.toHaveBeenCalled();
    expect(page.state()).toBe('|no');
  });

  it('gives the fields back one at a time, then replays the held submit with all of them', async () => {
    const container = document.createElement('div');
    const onPay = jest.fn();
    container.innerHTML = renderToString(<Checkout onPay={onPay} />);
    document.body.appendChild(container);
    container.querySelector<HTMLInputElement>('[aria-label=email]')!.value = 'early@example.com';
    container.querySelector<HTMLSelectElement>('[aria-label=country]')!.value = 'NL';
    const pay = container.querySelector('button')!;
    holdEarlyInputs(container);
    await act(async () => {
      hydrateRoot(container, <Checkout onPay={onPay} />);
    });
    await act(async () => {
      void releaseEarlyInputs();
      releaseEarlyClicks({ [EARLY_CLICKS.queue]: [pay], [EARLY_CLICKS.stop]: jest.fn() });
      expect(onPay).not.toHaveBeenCalled();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(onPay).toHaveBeenCalledTimes(1);
    expect(onPay).toHaveBeenCalledWith({ email: 'early@example.com', country: 'NL' });
  });
});
