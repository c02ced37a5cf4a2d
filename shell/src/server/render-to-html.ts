import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

export interface RenderedHtml {
  html: string;
  /** Errors thrown while rendering (React then leaves that part to the browser). */
  errors: unknown[];
}

/**
 * Renders with React's streaming renderer and waits for every Suspense boundary (lazy area pages
 * included), so the HTML holds the whole page, also for clients without JavaScript. After `timeoutMs`
 * the render is aborted and what is still pending is left to the browser.
 */
export function renderToHtml(element: ReactElement, timeoutMs: number): Promise<RenderedHtml> {
  return new Promise((resolve, reject) => {
    const errors: unknown[] = [];
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        clearTimeout(timer);
        resolve({ html: Buffer.concat(chunks).toString('utf8'), errors });
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: (error) => {
        clearTimeout(timer);
        reject(error);
      },
      onError: (error) => {
        errors.push(error);
      },
    });
    const timer = setTimeout(() => stream.abort(new Error(`render took longer than ${timeoutMs} ms`)), timeoutMs);
  });
}
