import { Suspense, type ReactNode } from 'react';

/**
 * A part of the server's page that React hydrates after the frame's own pass: a Suspense boundary the server rendered
 * is hydrated on its own, once the rest has committed (at low priority, by the time the page's content is), or at
 * once when what it shows changes (a drawer's content as the drawer opens). The chat a tap opened before the shop ran then comes in
 * right after the frame's pass, not after the header, the drawers' content and the footer: hydrated in that pass,
 * they added about 90 ms (median) between the start of hydration and the chat's window on a phone slowed 4x
 * (docs/measurements.md). Nothing in it suspends once hydrated: on a page rendered in the browser it is a plain
 * wrapper.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
