import { screen, waitFor } from '@testing-library/react';
import { fakeHttp, renderWithProviders } from '@storefront/build-tools/test-utils';
import { CHAT_EARLY, createStorefrontStore, initialSharedState, type ChatEvent } from '@storefront/shared-contracts';
import en from '../../i18n/en.json';
import { askChat, type ChatQuestion } from './chat-stream';
import ChatWindow from './chat-window';

jest.mock('./chat-stream', () => ({ askChat: jest.fn() }));
const asked = jest.mocked(askChat);

/** The chat as it comes into the drawer, with what the shell's question box left for it. */
function open(early: { text: string; send: boolean } | null) {
  if (early) window.sessionStorage.setItem(CHAT_EARLY.storageKey, JSON.stringify(early));
  const store = createStorefrontStore({
    http: fakeHttp({}).http,
    preloadedState: { shared: initialSharedState({ storefront: 'en' }) },
  });
  renderWithProviders(<ChatWindow />, { store, messages: en });
}

beforeEach(() => {
  asked.mockReset();
  asked.mockImplementation(async (_question: ChatQuestion, onEvent: (event: ChatEvent) => void) => {
    onEvent({ type: 'text', text: 'We ship to Austria.' });
  });
  // jsdom lays nothing out: the log's scroll to its end is the browser's.
  Element.prototype.scrollIntoView = jest.fn();
});
afterEach(() => window.sessionStorage.clear());

describe("the chat and the shell's question box", () => {
  it('asks at once a question sent before the chat came in, and forgets it', async () => {
    open({ text: 'Do you ship to Austria?', send: true });
    expect(await screen.findByText('We ship to Austria.')).toBeInTheDocument();
    expect(asked).toHaveBeenCalledTimes(1);
    expect(asked.mock.calls[0]![0]).toMatchObject({ message: 'Do you ship to Austria?', language: 'en', history: [] });
    expect(screen.getByTestId('chat-shopper')).toHaveTextContent('Do you ship to Austria?');
    expect(window.sessionStorage.getItem(CHAT_EARLY.storageKey)).toBeNull();
    expect(screen.getByTestId('chat-input')).toHaveValue('');
  });

  it('takes over a question typed but not sent, without asking it', async () => {
    open({ text: 'Which strain for a bal', send: false });
    expect(screen.getByTestId('chat-input')).toHaveValue('Which strain for a bal');
    await waitFor(() => expect(screen.getByTestId('chat-input')).toHaveFocus());
    expect(asked).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(CHAT_EARLY.storageKey)).toBeNull();
  });

  it('starts empty without one', () => {
    open(null);
    expect(screen.getByTestId('chat-input')).toHaveValue('');
    expect(asked).not.toHaveBeenCalled();
  });
});
