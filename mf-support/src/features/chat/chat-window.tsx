import {
  buildPath,
  readChatEarly,
  saveChatEarly,
  useLanguage,
  useStorefront,
  type ChatEvent,
} from '@storefront/shared-contracts';
import { Button, FormattedMessage, Link, useIntl, useNavigate, visuallyHidden } from '@storefront/shared-ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { loadConversation, saveConversation, saveHandover, transcriptOf, type ChatTurn } from '../../lib/chat-storage';
import { askChat } from './chat-stream';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  height: 100%;
  min-height: 0;
`;
const Log = styled.div`
  overflow-y: auto;
  flex: 1;
  min-height: 8rem;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;
const Bubble = styled.div<{ $from: ChatTurn['from'] }>`
  align-self: ${({ $from }) => ($from === 'shopper' ? 'flex-end' : 'flex-start')};
  max-width: 90%;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $from }) => ($from === 'shopper' ? theme.colors.brand : theme.colors.subtle)};
  color: ${({ theme, $from }) => ($from === 'shopper' ? theme.colors.onBrand : theme.colors.text)};
  white-space: pre-wrap;
`;
const Cards = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;
const Card = styled.li`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(2)};
  a {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.brand};
    display: inline-flex;
    min-height: ${({ theme }) => theme.touchTarget};
    align-items: center;
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(4)};
    font-size: 0.9rem;
  }
`;
const Ask = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  input {
    flex: 1;
    min-width: 0;
    font: inherit;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 0 ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    color: inherit;
  }
`;
/** Who speaks, for screen readers (the bubbles' sides say it to the eye). */
const Who = styled.span`
  ${visuallyHidden}
`;
const HandOver = styled(Button)`
  align-self: flex-start;
`;

/** The shopper's earlier questions the api reads for context (an order number given before the e-mail). */
const HISTORY = 5;

/**
 * The chatbot (mf_support's `widget:chat` slot, loaded when the launcher first opens): questions go to the
 * api's rule-based assistant, whose answer streams in; suggestions are product cards, FAQ answers quoted;
 * the conversation lasts for the session; "Write to our team" (or a request for a person) opens the contact
 * form with the conversation attached. The log is a live region; everything works by keyboard.
 */
export default function ChatWindow() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { iso, code } = useStorefront();
  const language = useLanguage();
  // What the shell's question box held when the chat came in: typed, it goes into the input; sent, it is asked at once.
  const [early] = useState(readChatEarly);
  const [turns, setTurns] = useState<ChatTurn[]>(() =>
    early?.send
      ? [...loadConversation(), { from: 'shopper', text: early.text.trim() }, { from: 'assistant', text: '' }]
      : loadConversation(),
  );
  const [text, setText] = useState(early && !early.send ? early.text : '');
  const [busy, setBusy] = useState(Boolean(early?.send));
  const end = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const labels = {
    shopper: intl.formatMessage({ id: 'support.chat.you' }),
    assistant: intl.formatMessage({ id: 'support.chat.assistant' }),
  };

  useEffect(() => {
    saveConversation(turns);
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [turns]);
  useEffect(() => input.current?.focus(), []);

  const handOver = (all: ChatTurn[]) => {
    saveHandover(transcriptOf(all, labels));
    navigate(buildPath('contact', code));
  };

  /** Streams the answer to the last of `before` (the shopper's question) into the log. */
  const answer = async (message: string, before: ChatTurn[]) => {
    const history = before
      .slice(0, -1)
      .filter((t) => t.from === 'shopper')
      .map((t) => t.text)
      .slice(-HISTORY);
    let reply: ChatTurn = { from: 'assistant', text: '' };
    let handover = false;
    const apply = (e: ChatEvent) => {
      if (e.type === 'text') reply = { ...reply, text: reply.text + e.text };
      else if (e.type === 'products') reply = { ...reply, products: e.products };
      else if (e.type === 'faq') reply = { ...reply, faq: e.entries };
      else if (e.type === 'handover') handover = true;
      else return;
      setTurns([...before, reply]);
    };
    try {
      await askChat({ iso, language, message, history }, apply);
    } catch {
      reply = { from: 'assistant', text: intl.formatMessage({ id: 'support.chat.failed' }) };
      setTurns([...before, reply]);
    }
    setBusy(false);
    if (handover) handOver([...before, reply]);
  };

  const ask = (question: string) => {
    const message = question.trim();
    if (!message || busy) return;
    setText('');
    setBusy(true);
    const before: ChatTurn[] = [...turns, { from: 'shopper', text: message }];
    setTurns([...before, { from: 'assistant', text: '' }]);
    void answer(message, before);
  };

  // The question the chat came in with, sent in the shell's box: already in the log (initial state), answered now.
  useEffect(() => {
    saveChatEarly(null);
    // A request to the api: its answer's state comes as it streams in, after this effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (early?.send) void answer(early.text.trim(), turns.slice(0, -1));
    // Once, with the question the chat came in with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Wrap data-testid="chat-window">
      <Log role="log" aria-live="polite" aria-busy={busy} aria-label={intl.formatMessage({ id: 'support.chat.log' })}>
        <Bubble $from="assistant">
          <FormattedMessage id="support.chat.welcome" />
        </Bubble>
        {turns.map((turn, i) => (
          <Bubble key={i} $from={turn.from} data-testid={`chat-${turn.from}`}>
            <Who>{turn.from === 'shopper' ? labels.shopper : labels.assistant}</Who>
            {turn.text}
            {turn.products?.length ? (
              <Cards>
                {turn.products.map((p) => (
                  <Card key={p.slug} data-testid="chat-product">
                    <Link to={buildPath('product-slug', code, { slug: p.slug })}>{p.name}</Link>
                    {p.reasons.length ? (
                      <ul>
                        {p.reasons.map((r) => (
                          <li key={r}>{r}</li>
                        ))}
                      </ul>
                    ) : null}
                  </Card>
                ))}
              </Cards>
            ) : null}
            {turn.faq?.map((f) => (
              <Card as="div" key={f.id} data-testid="chat-faq">
                <strong>{f.question}</strong>
                <p>{f.answer}</p>
              </Card>
            ))}
          </Bubble>
        ))}
        <div ref={end} aria-hidden="true" />
      </Log>
      <Ask
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          ask(text);
        }}
      >
        <input
          ref={input}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={intl.formatMessage({ id: 'support.chat.placeholder' })}
          aria-label={intl.formatMessage({ id: 'support.chat.ask' })}
          maxLength={1000}
          data-testid="chat-input"
          autoComplete="off"
        />
        <Button type="submit" disabled={busy} data-testid="chat-send">
          <FormattedMessage id="support.chat.send" />
        </Button>
      </Ask>
      <HandOver type="button" $variant="secondary" onClick={() => handOver(turns)} data-testid="chat-handover">
        <FormattedMessage id="support.chat.handover" />
      </HandOver>
    </Wrap>
  );
}
