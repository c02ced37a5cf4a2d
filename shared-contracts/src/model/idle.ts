/**
 * Runs a task when the main thread is idle (within 2 s at the latest), or soon where the browser has no idle
 * callback: for work a page can do ahead of the shopper (warming what the next tap needs) that must not run under
 * their input. Since 4.9.0 (the shell's, shared so an area need not write its own).
 */
export function whenIdle(task: () => void): void {
  const idle = (globalThis as { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => void })
    .requestIdleCallback;
  if (idle) idle(task, { timeout: 2000 });
  else setTimeout(task, 200);
}
