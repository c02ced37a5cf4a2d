import { useCallback, useContext, useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  buildPath,
  CHAT_EARLY,
  readChatEarly,
  saveChatEarly,
  useEventBus,
  useStorefront,
} from '@storefront/shared-contracts';
import { Button, FormattedMessage, useIntl, useLocation } from '@storefront/shared-ui';
import { AreaSlot } from '../areas/area-slot';
import { ShellRuntimeContext } from '../areas/shell-runtime';
import { CHAT_DRAWER_ID, DRAWER_AREAS } from './drawer-ids';
import { NativeDrawer } from './native-drawer';

/** The chat itself: mf_support's slot. */
const chat = DRAWER_AREAS[CHAT_DRAWER_ID];

/**
 * Whether the chat can be opened: mf_support, which fills it, is deployed. Without the shell's runtime (the
 * header rendered on its own, in its unit tests) no area is.
 */
export function useChatAvailable(): boolean {
  return useContext(ShellRuntimeContext)?.loader.isActive(chat.name) ?? false;
}

/** Laid out as the chat is (its log above, its question field at the bottom), so the chat takes its place in kind. */
const Starting = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
  min-height: 0;
`;

const Ask = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: auto;
  /* Without JavaScript the chat cannot start: the drawer offers the contact form only. */
  @media (scripting: none) {
    display: none;
  }
  input {
    flex: 1;
    min-width: 0;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 0 ${({ theme }) => theme.space(2)};
    font: inherit;
    color: inherit;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }
`;

// Whether a question was sent before the box ran: in session storage, which the server's render cannot read.
const subscribeToNothing = () => () => undefined;
const sentBefore = () => readChatEarly()?.send ?? false;
const notSent = () => false;

/**
 * Leaves what the box holds for the chat to take, as a draft, unless a question was sent: that one stays sent. The box
 * is read-only by then, and a change it reports is the boot giving back what was typed before the page hydrated.
 */
function keepDraft(text: string): void {
  if (!sentBefore()) saveChatEarly({ text, send: false });
}

/**
 * What the chat's drawer shows until mf_support's chat is in: the question box, that the chat is starting, and the
 * contact form for a shopper who would rather write (or whose browser runs no JavaScript, where the chat cannot start
 * and the box hides). The box takes a question at once, before the shop's JavaScript too: typed, it is left for the
 * chat (`CHAT_EARLY`); sent, the chat asks it as soon as it starts (before this component runs, the edge's loader
 * answers the box's submit the same way). Held for the chat's code instead, a question could be typed 1.4-2 s
 * after the tap on a slowed phone (docs/measurements.md).
 */
function ChatStarting() {
  const intl = useIntl();
  const { code } = useStorefront();
  const field = useRef<HTMLInputElement>(null);
  // Sent before this ran (the edge's loader kept it), or here: the server's markup knows of neither.
  const sentEarly = useSyncExternalStore(subscribeToNothing, sentBefore, notSent);
  const [sentHere, setSentHere] = useState(false);
  const queued = sentEarly || sentHere;
  // Typed before this ran (with the server's markup): the question stays the chat's to take.
  useEffect(() => {
    if (field.current?.value) keepDraft(field.current.value);
  }, []);
  const send = (event: FormEvent) => {
    event.preventDefault();
    const text = field.current?.value.trim() ?? '';
    if (!text) return;
    saveChatEarly({ text, send: true });
    setSentHere(true);
  };
  return (
    <Starting data-testid="chat-starting">
      <p role="status">
        <FormattedMessage id="shell.chat.starting" />
      </p>
      <p {...{ [CHAT_EARLY.queued]: '' }} hidden={!queued} data-testid="chat-queued">
        <FormattedMessage id="shell.chat.queued" />
      </p>
      <p>
        <FormattedMessage
          id="shell.chat.write"
          values={{ link: (chunks) => <a href={buildPath('contact', code)}>{chunks}</a> }}
        />
      </p>
      <Ask {...{ [CHAT_EARLY.form]: '' }} onSubmit={send}>
        <input
          ref={field}
          name={CHAT_EARLY.field}
          aria-label={intl.formatMessage({ id: 'shell.chat.ask' })}
          placeholder={intl.formatMessage({ id: 'shell.chat.placeholder' })}
          maxLength={1000}
          autoComplete="off"
          readOnly={queued}
          onChange={(e) => keepDraft(e.target.value)}
          data-testid="chat-input"
        />
        <Button type="submit" data-testid="chat-send">
          <FormattedMessage id="shell.chat.send" />
        </Button>
      </Ask>
    </Starting>
  );
}

/**
 * The chatbot's drawer on every page (spec 2.4: a chatbot, 24/7). The chat itself is mf_support's `widget:chat`
 * slot: its code arrives the first time the chat opens, so the first load carries none of it. Opened by the
 * `support:open-chat` command: the header's chat button (`header.tsx`; it lives in the sticky header rather than
 * floating over the page, where it covered prices and buttons at every width), the menu's below 360 px, and the
 * contact page's "Start a chat". Present only while mf_support is deployed.
 *
 * A `NativeDrawer`, as the header's other drawers: before the shop's JavaScript runs, the buttons open it with the
 * platform (it says the chat is starting), and the tap starts the shop; once React has the page it finds the drawer
 * open and loads the chat into it. Held for the whole boot instead, the first tap took 2.4 s on a slowed phone.
 */
export function ChatLauncher() {
  const intl = useIntl();
  const bus = useEventBus();
  const available = useChatAvailable();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  // The chat's window is on screen: the question box gives way to it in the same frame.
  const [chatShown, setChatShown] = useState(false);
  const showChat = useCallback(() => setChatShown(true), []);
  // A navigation (a product card, the hand-over to the contact form) closes the chat; the page is the point.
  const { pathname } = useLocation();
  const [shownOn, setShownOn] = useState(pathname);
  if (shownOn !== pathname) {
    setShownOn(pathname);
    setOpen(false);
  }
  useEffect(
    () =>
      bus.on('support:open-chat', () => {
        setOpen(true);
        setOpened(true);
      }),
    [bus],
  );
  if (!available) return null;
  return (
    <NativeDrawer
      id={CHAT_DRAWER_ID}
      open={open}
      title={intl.formatMessage({ id: 'shell.chat.title' })}
      closeLabel={intl.formatMessage({ id: 'shell.panel.close' })}
      onOpen={() => {
        setOpen(true);
        setOpened(true);
      }}
      onClose={() => setOpen(false)}
      testId="chat-panel"
      layer={10}
    >
      {opened ? <AreaSlot area={chat.name} slot={chat.slot} loading={null} onShown={showChat} /> : null}
      {/* After the slot, in one place whether it is loading or not: the box keeps what is typed until the chat is in. */}
      {chatShown ? null : <ChatStarting />}
    </NativeDrawer>
  );
}
