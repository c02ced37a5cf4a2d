import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

export interface RenderedHtml {
  html: string;
  /** Errors thrown while rendering (React then leaves that part to the browser). */
  errors: unknown[];
}

/** The render still waited on something (a Suspense boundary) when its time ran out. */
export class RenderTimeoutError extends Error {}

/**
 * Renders with React's streaming renderer and waits for every Suspense boundary (lazy area pages
 * included) before taking any output, so the HTML holds the whole page, also for clients without
 * JavaScript, and carries none of React's streaming swap scripts. After `timeoutMs` the render is aborted
 * and the promise rejects with a RenderTimeoutError: the caller decides what renders instead.
 */
export function renderToHtml(element: ReactElement, timeoutMs: number): Promise<RenderedHtml> {
  return new Promise((resolve, reject) => {
    const errors: unknown[] = [];
    const chunks: Buffer[] = [];
    let settled = false;
    const timer = setTimeout(
      () => {
        const error = new RenderTimeoutError(`render took longer than ${timeoutMs} ms`);
        settle(() => reject(error));
        stream.abort(error);
      },
      Math.max(0, timeoutMs),
    );
    const settle = (done: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      done();
    };
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        settle(() => resolve({ html: Buffer.concat(chunks).toString('utf8'), errors }));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // React 19 outlines a finished boundary larger than this (its content after the page, moved in by an
      // inline script the CSP refuses) even when everything is ready: keep every boundary in order.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => {
        if (!settled) stream.pipe(sink);
      },
      onShellError: (error) => settle(() => reject(error)),
      onError: (error) => {
        errors.push(error);
      },
    });
  });
}
