import { useContext, useEffect, useState } from 'react';
import { useEventBus } from '@storefront/shared-contracts';
import { Drawer, useIntl, useLocation } from '@storefront/shared-ui';
import { AreaSlot } from '../areas/area-slot';
import { ShellRuntimeContext } from '../areas/shell-runtime';

/**
 * Whether the chat can be opened: mf_support, which fills it, is deployed. Without the shell's runtime (the
 * header rendered on its own, in its unit tests) no area is.
 */
export function useChatAvailable(): boolean {
  return useContext(ShellRuntimeContext)?.loader.isActive('mf_support') ?? false;
}

/**
 * The chatbot's drawer on every page (spec 2.4: a chatbot, 24/7). The chat itself is mf_support's `widget:chat`
 * slot: its code arrives the first time the chat opens, so the first load carries none of it. Opened by the
 * `support:open-chat` command: the header's chat button (`header.tsx`; it lives in the sticky header rather than
 * floating over the page, where it covered prices and buttons at every width) and the contact page's
 * "Start a chat". Present only while mf_support is deployed.
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
    <Drawer
      open={open}
      title={intl.formatMessage({ id: 'shell.chat.title' })}
      closeLabel={intl.formatMessage({ id: 'shell.panel.close' })}
      onClose={() => setOpen(false)}
      testId="chat-panel"
      layer={10}
    >
      {opened ? <AreaSlot area="mf_support" slot="widget:chat" /> : null}
    </Drawer>
  );
}
