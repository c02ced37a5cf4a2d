import { shellPreparedPageSchema, shellRenderedBodySchema, shellRenderResultSchema } from './server-render';

const facts = {
  status: 200,
  bodyClass: '',
  failedAreas: [],
  frameAreas: ['mf_cart_checkout'],
  area: 'mf_product',
  head: { title: 'Amnesia Haze', lcpImage: { src: '/a.webp', srcSet: '/a.webp 1x' } },
  areaChunks: ['page-product'],
  shellChunks: [],
};
const body = { html: '<main></main>', styles: '<style></style>', state: { shared: {} }, failedAreas: ['mf_product'] };

describe('the shell renderer contract', () => {
  it('phase 1 (prepare) gives what the head needs; renderBody is not data and is left out', () => {
    expect(shellPreparedPageSchema.parse({ ...facts, renderBody: () => undefined })).toEqual(facts);
    expect(() => shellPreparedPageSchema.parse({ ...facts, status: 500 })).toThrow();
    expect(() => shellPreparedPageSchema.parse({ ...facts, area: 'mf_unknown' })).toThrow();
    // The languages a page exists in reach the edge (hreflang only for those).
    const post = { ...facts, area: 'mf_content', head: { title: 'A post', languages: ['en'] } };
    expect(shellPreparedPageSchema.parse(post).head).toEqual({ title: 'A post', languages: ['en'] });
  });

  it('phase 2 (renderBody) gives markup, styles, state and the areas that failed', () => {
    expect(shellRenderedBodySchema.parse(body)).toEqual(body);
    expect(() => shellRenderedBodySchema.parse({ ...body, html: null })).toThrow();
  });

  it("render (both at once) answers both, the body's failed areas winning", () => {
    expect(shellRenderResultSchema.parse({ ...facts, ...body })).toEqual({ ...facts, ...body });
    expect(() => shellRenderResultSchema.parse(facts)).toThrow();
  });
});
