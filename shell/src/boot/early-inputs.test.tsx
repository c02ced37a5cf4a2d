import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
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

afterEach(() => {
  releaseEarlyInputs();
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
    act(() => releaseEarlyInputs());
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
    act(() => releaseEarlyInputs());
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
    act(() => releaseEarlyInputs());
    expect(typed).not.toHaveBeenCalled();
    expect(page.state()).toBe('|no');
  });
});
