/**
 * The shop's own interface icons, drawn inline (24 x 24, stroked in the text colour). Unlike `Icon`, which
 * loads decorative icons from a third-party icon service (and shows nothing without one), these are part of
 * the frame's controls: they must be in the server's HTML, need no request and cannot go missing.
 */
const SHAPES = {
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  search: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4-4" />
    </>
  ),
  account: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
  cart: (
    <>
      <path d="M2 3h3l2.7 12.4a1.5 1.5 0 0 0 1.5 1.2h8.9a1.5 1.5 0 0 0 1.4-1.1L22 7H6" />
      <circle cx="9.5" cy="20.5" r="1.5" />
      <circle cx="17.5" cy="20.5" r="1.5" />
    </>
  ),
  chat: <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.9A8 8 0 1 1 21 12Z" />,
  heart: (
    <path d="M12 20.5s-7.5-4.6-9.4-9.2C1.3 8 3.3 4.5 6.8 4.5c2.1 0 3.6 1.2 5.2 3 1.6-1.8 3.1-3 5.2-3 3.5 0 5.5 3.5 4.2 6.8-1.9 4.6-9.4 9.2-9.4 9.2Z" />
  ),
} as const;

export type UiIconName = keyof typeof SHAPES;

/**
 * An interface icon by name. Decorative (`aria-hidden`): the control it sits in carries the accessible
 * name, as text (visible or visually hidden) beside it.
 */
export function UiIcon({ name, size = 24, filled = false }: { name: UiIconName; size?: number; filled?: boolean }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-ui-icon={name}
    >
      {SHAPES[name]}
    </svg>
  );
}
