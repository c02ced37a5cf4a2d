import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeHttp, renderWithProviders } from '@storefront/build-tools/test-utils';
import { apiPaths, createEventBus, createStorefrontStore, initialSharedState } from '@storefront/shared-contracts';
import { supportApi } from '../../api/support-api';
import { HANDOVER_KEY } from '../../lib/chat-storage';
import de from '../../i18n/de.json';
import en from '../../i18n/en.json';
import { ContactForm } from './contact-form';

function show(answer: { status: number; data: unknown }, messages: Record<string, string> = en) {
  const { http, requests } = fakeHttp({ [`POST ${apiPaths.contact('en-en')}`]: answer });
  const store = createStorefrontStore({ http, preloadedState: { shared: initialSharedState({ storefront: 'en' }) } });
  store.inject(supportApi);
  const bus = createEventBus();
  const toasts: unknown[] = [];
  bus.on('ui:toast', (t) => toasts.push(t));
  renderWithProviders(<ContactForm />, { store, http, bus, messages });
  return { requests, toasts };
}

const fill = (name: string, email: string, message: string) => {
  fireEvent.change(screen.getByTestId('contact-name'), { target: { value: name } });
  fireEvent.change(screen.getByTestId('contact-email'), { target: { value: email } });
  fireEvent.change(screen.getByTestId('contact-message'), { target: { value: message } });
  fireEvent.click(screen.getByTestId('contact-submit'));
};

afterEach(() => window.sessionStorage.clear());

describe('ContactForm', () => {
  it('gives each field its own message and sends nothing', () => {
    const { requests } = show({ status: 201, data: { sent: true } });
    fill('', 'not-an-address', ' ');
    expect(screen.getByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Please provide a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Message is required.')).toBeInTheDocument();
    expect(screen.getByTestId('contact-email')).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toEqual([]);
  });

  it('sends name, e-mail, message, language and the empty honeypot; says "Your message has been sent"', async () => {
    const { requests, toasts } = show({ status: 201, data: { sent: true } });
    fill('Ada', 'ada@example.com', 'Hello');
    expect(await screen.findByTestId('contact-sent')).toHaveTextContent('Your message has been sent');
    expect(toasts).toEqual([{ kind: 'success', message: 'Your message has been sent' }]);
    expect(requests[0]?.body).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      message: 'Hello',
      language: 'en',
      website: '',
    });
    expect(screen.getByTestId('contact-message')).toHaveValue('');
  });

  it('keeps the text and asks to try again when sending fails', async () => {
    show({ status: 500, data: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'x' } }, de);
    fill('Ada', 'ada@example.com', 'Mein Text');
    expect(await screen.findByTestId('contact-error')).toHaveTextContent(de['support.contact.failed']);
    expect(screen.getByTestId('contact-message')).toHaveValue('Mein Text');
    expect(screen.getByTestId('contact-name')).toHaveValue('Ada');
  });

  it('attaches the chat handed over from the chatbot', async () => {
    window.sessionStorage.setItem(HANDOVER_KEY, JSON.stringify('You: I need a person'));
    const { requests } = show({ status: 201, data: { sent: true } });
    expect(await screen.findByTestId('contact-conversation')).toHaveTextContent('You: I need a person');
    fill('Ada', 'ada@example.com', 'Hello');
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.body).toMatchObject({ conversation: 'You: I need a person' });
    await waitFor(() => expect(screen.queryByTestId('contact-conversation')).toBeNull());
    expect(window.sessionStorage.getItem(HANDOVER_KEY)).toBeNull();
  });
});
