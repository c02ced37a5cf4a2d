import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  border-bottom: 2px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled.button`
  font: inherit;
  font-weight: 600;
  background: none;
  border: 0;
  border-bottom: 3px solid transparent;
  margin-bottom: -2px;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(3)}`};
  cursor: pointer;
  color: ${({ theme }) => theme.colors.muted};
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.text};
    border-bottom-color: ${({ theme }) => theme.colors.brand};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.text};
    outline-offset: -3px;
  }
`;

const Panel = styled.div`
  padding: ${({ theme }) => theme.space(4)} 0;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.text};
  }
`;

export interface TabItem {
  /** Stable id, used in element ids and test ids (`tab-{id}`, `tabpanel-{id}`). */
  id: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  tabs: TabItem[];
  /** The tab shown first; the first tab when absent. */
  initialTab?: string;
}

/**
 * WAI-ARIA tabs: `tablist` / `tab` / `tabpanel`, roving tab index, Left/Right/Home/End move and select.
 * Every panel is rendered (inactive ones `hidden`), so all the content is in the server's HTML, and a
 * page without JavaScript can reveal it with CSS (see `TABS_WITHOUT_SCRIPT_CSS`).
 */
export function Tabs({ label, tabs, initialTab }: TabsProps) {
  const base = useId();
  const [active, setActive] = useState(initialTab ?? tabs[0]?.id);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length]!;
    setActive(tab.id);
    buttons.current[(index + tabs.length) % tabs.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div>
      <List role="tablist" aria-label={label}>
        {tabs.map((tab, index) => {
          const selected = tab.id === active;
          return (
            <Tab
              key={tab.id}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${base}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              data-testid={`tab-${tab.id}`}
              onClick={() => setActive(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </Tab>
          );
        })}
      </List>
      {tabs.map((tab) => (
        <Panel
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          hidden={tab.id !== active}
          tabIndex={0}
          data-testid={`tabpanel-${tab.id}`}
        >
          {tab.content}
        </Panel>
      ))}
    </div>
  );
}

/**
 * CSS for a `<noscript><style>`: without JavaScript the tab buttons do nothing, so every panel is shown
 * one after the other and the tab list is hidden.
 */
export const TABS_WITHOUT_SCRIPT_CSS =
  '[role=tablist]{display:none!important}[role=tabpanel][hidden]{display:block!important}';
