import { useContext, useEffect, useState } from 'react';
import { buildPath, useEventBus, useStorefront } from '@storefront/shared-contracts';
import { FormattedMessage, useIntl, useLocation } from '@storefront/shared-ui';
import { AreaSlot } from '../areas/area-slot';
import { ShellRuntimeContext } from '../areas/shell-runtime';
import { CHAT_DRAWER_ID } from './drawer-ids';
import { NativeDrawer } from './native-drawer';

/**
 * Whether the chat can be opened: mf_support, which fills it, is deployed. Without the shell's runtime (the
 * header rendered on its own, in its unit tests) no area is.
 */
export function useChatAvailable(): boolean {
  return useContext(ShellRuntimeContext)?.loader.isActive('mf_support') ?? false;
}

/**
 * What the chat's drawer shows until mf_support's chat is in: that it is starting, and the contact form for a
 * shopper who would rather write (or whose browser runs no JavaScript, where the chat cannot start).
 */
function ChatStarting() {
  const { code } = useStorefront();
  return (
    <div data-testid="chat-starting">
      <p role="status">
        <FormattedMessage id="shell.chat.starting" />
      </p>
      <p>
        <FormattedMessage
          id="shell.chat.write"
          values={{ link: (chunks) => <a href={buildPath('contact', code)}>{chunks}</a> }}
        />
      </p>
    </div>
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
      {opened ? <AreaSlot area="mf_support" slot="widget:chat" loading={<ChatStarting />} /> : <ChatStarting />}
    </NativeDrawer>
  );
}
