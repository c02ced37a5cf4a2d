/** @jest-environment node */
import { lazy, Suspense } from 'react';
import { renderToHtml } from './render-to-html';

const BIG = 'x'.repeat(40_000);
const LazyBig = lazy(async () => ({ default: () => <div data-testid="big">{BIG}</div> }));

describe('renderToHtml', () => {
  it('keeps a large lazy boundary in place: no template, no swap script (the CSP refuses inline scripts)', async () => {
    const { html, errors } = await renderToHtml(
      <main>
        <Suspense fallback={<p>loading</p>}>
          <LazyBig />
        </Suspense>
      </main>,
      5_000,
    );
    expect(errors).toEqual([]);
    expect(html).toContain(`<div data-testid="big">${BIG}</div>`);
    expect(html).not.toContain('<template');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('loading');
  });
});
