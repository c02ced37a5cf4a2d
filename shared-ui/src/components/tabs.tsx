import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { visuallyHidden } from '../theme/theme';

const Tab = styled.label`
  font-weight: 600;
  border-bottom: 3px solid transparent;
  margin-bottom: -2px;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(3)}`};
  display: inline-flex;
  align-items: center;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.muted};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.text};
    outline-offset: -3px;
  }
`;

/** The radios the labels check: out of the tablist (a tab holds no control) and of the accessibility tree. */
const Radios = styled.div`
  input {
    ${visuallyHidden}
  }
`;

const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  border-bottom: 2px solid ${({ theme }) => theme.colors.border};
`;

const Panel = styled.div`
  padding: ${({ theme }) => theme.space(4)} 0;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.text};
  }
`;

/**
 * The checked radio decides which tab is marked and which panel shows, before and after hydration alike: `hidden`
 * (React's) hides the others where `:has()` is unknown, and the rules win over it where it is known, so a tab
 * picked before the shop booted shows at once and stays shown while React catches up.
 */
const Root = styled.div<{ $ids: readonly string[] }>`
  ${({ $ids, theme }) =>
    $ids.map(
      (id) => css`
        &:has(> ${Radios} input[value='${id}']:checked) [data-tab='${id}'] {
          display: block;
        }
        &:has(> ${Radios} input[value='${id}']:checked) [data-tab]:not([data-tab='${id}']) {
          display: none;
        }
        &:has(> ${Radios} input[value='${id}']:checked) [data-tab-for='${id}'] {
          color: ${theme.colors.text};
          border-bottom-color: ${theme.colors.brand};
        }
      `,
    )}
`;

export interface RadioTab {
  /** Stable id: the radio's value and the test ids `tab-{id}`, `tabpanel-{id}`. */
  id: string;
  label: ReactNode;
  content: ReactNode;
}

interface Props {
  label: string;
  tabs: RadioTab[];
  /** The tab shown first (the first when absent or unknown): a page the address points into, such as a review. */
  initial?: string;
}

/**
 * Tabs the platform switches: each tab is the `<label>` of a visually hidden radio, so a tap shows its panel in
 * the next frame with no script at all (the product page runs none until the shopper's intent, and some browsers
 * none ever). Exposed as WAI-ARIA tabs (`tablist`, `tab` with `aria-selected`, `tabpanel`); once hydrated React
 * adds the keys (Left/Right/Home/End move and select, one tab in the tab order) and keeps `aria-selected` and
 * `hidden` in step with the radio, which stays the source of truth, so hydration changes nothing on screen.
 */
export function RadioTabs({ label, tabs, initial }: Props) {
  const base = useId();
  const root = useRef<HTMLDivElement>(null);
  const first = tabs.some((tab) => tab.id === initial) ? initial! : (tabs[0]?.id ?? '');
  const [active, setActive] = useState(first);
  const tabId = (id: string) => `${base}-tab-${id}`;
  const panelId = (id: string) => `${base}-panel-${id}`;
  const radioId = (id: string) => `${base}-radio-${id}`;

  const radio = (id: string) =>
    root.current?.querySelector<HTMLInputElement>(`input[name="${base}-tabs"][value="${id}"]`);

  // A tab picked before hydration: the radio knows it, React's state does not yet.
  useEffect(() => {
    const checked = root.current?.querySelector<HTMLInputElement>(`input[name="${base}-tabs"]:checked`);
    if (checked) setActive(checked.value);
  }, [base]);

  const select = (id: string, focus: boolean) => {
    const input = radio(id);
    if (input) input.checked = true;
    setActive(id);
    if (focus) document.getElementById(tabId(id))?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    const last = tabs.length - 1;
    const target: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const next = target[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(tabs[next]!.id, true);
  };

  return (
    <Root ref={root} $ids={tabs.map((t) => t.id)}>
      <Radios>
        {tabs.map((tab) => (
          <input
            key={tab.id}
            id={radioId(tab.id)}
            type="radio"
            name={`${base}-tabs`}
            value={tab.id}
            defaultChecked={tab.id === first}
            tabIndex={-1}
            aria-hidden="true"
            onChange={() => setActive(tab.id)}
          />
        ))}
      </Radios>
      <List role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <Tab
            key={tab.id}
            id={tabId(tab.id)}
            htmlFor={radioId(tab.id)}
            role="tab"
            aria-selected={active === tab.id}
            aria-controls={panelId(tab.id)}
            tabIndex={active === tab.id ? 0 : -1}
            data-tab-for={tab.id}
            data-testid={`tab-${tab.id}`}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </Tab>
        ))}
      </List>
      {tabs.map((tab) => (
        <Panel
          key={tab.id}
          id={panelId(tab.id)}
          role="tabpanel"
          aria-labelledby={tabId(tab.id)}
          hidden={active !== tab.id}
          tabIndex={0}
          data-tab={tab.id}
          data-testid={`tabpanel-${tab.id}`}
        >
          {tab.content}
        </Panel>
      ))}
    </Root>
  );
}
