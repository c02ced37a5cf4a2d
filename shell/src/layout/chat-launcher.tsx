import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useEventBus } from '@storefront/shared-contracts';
import { Drawer, useIntl } from '@storefront/shared-ui';
import { AreaSlot } from '../areas/area-slot';
import { useShellRuntime } from '../areas/shell-runtime';

const Launcher = styled.button`
  position: fixed;
  right: ${({ theme }) => theme.space(4)};
  bottom: ${({ theme }) => theme.space(4)};
  z-index: 15;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.colors.surface};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.onBrand};
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.25);
  cursor: pointer;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  &:hover {
    background: ${({ theme }) => theme.colors.brandDark};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.text};
    outline-offset: 2px;
  }
`;

/**
 * The chatbot's launcher on every page (spec 2.4: a chatbot, 24/7). The chat itself is mf_support's
 * `widget:chat` slot: its code arrives the first time the launcher opens, so the first load carries only this
 * button. Opened by the button or by the `support:open-chat` command (the contact page's "Start a chat").
 * Shown only while mf_support is deployed.
 */
export function ChatLauncher() {
  const intl = useIntl();
  const bus = useEventBus();
  const runtime = useShellRuntime();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  useEffect(
    () =>
      bus.on('support:open-chat', () => {
        setOpen(true);
        setOpened(true);
      }),
    [bus],
  );
  if (!runtime.loader.isActive('mf_support')) return null;
  return (
    <>
      {open ? null : (
        <Launcher
          type="button"
          aria-label={intl.formatMessage({ id: 'shell.chat.open' })}
          aria-haspopup="dialog"
          onClick={() => {
            setOpen(true);
            setOpened(true);
          }}
          data-testid="chat-launcher"
        >
          <svg
            width="26"
            height="26"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            aria-hidden="true"
          >
            <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.9A8 8 0 1 1 21 12Z" strokeLinejoin="round" />
          </svg>
        </Launcher>
      )}
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
    </>
  );
}
