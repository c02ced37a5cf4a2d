/**
 * A client's code against the types openapi-typescript generates from `/api/docs/json` (written beside it as
 * `api.d.ts`): openapi.test.ts typechecks it with tsc. It fails when the document loses one of these paths or
 * operations, a response's schema, or a field a client reads, and (`@ts-expect-error`) when a type decays to
 * `any` or `unknown`. Kept as text: it imports a file that exists only in the test's temp folder.
 */
export const CLIENT_CHECK = `
import type { components, operations, paths } from './api';

type Schemas = components['schemas'];
type Json<Response> = Response extends { content: { 'application/json': infer Body } } ? Body : never;

/** What a generated client's GET does: the path's parameters in, the 200 answer's body out. */
declare function get<Path extends keyof paths>(
  path: Path,
  params: paths[Path] extends { get: { parameters: infer P } } ? P : never,
): Promise<paths[Path] extends { get: { responses: { 200: infer R } } } ? Json<R> : never>;

export async function productPage(): Promise<string> {
  const product = await get('/api/{iso}/products/{slug}', { path: { iso: 'gb', slug: 'northern-lights' } });
  const named: Schemas['ProductDetail'] = product;
  const flowering: unknown = named.profile.floweringTime;
  void flowering;
  // @ts-expect-error not a field of the product page (would pass if the answer were untyped)
  void product.notAField;
  // @ts-expect-error the slug is a required path parameter
  await get('/api/{iso}/products/{slug}', { path: { iso: 'gb' } });
  return product.name;
}

export async function cart(): Promise<number> {
  const current: Schemas['Cart'] = await get('/api/{iso}/cart', { path: { iso: 'gb' } });
  type AddLine = operations['addCartLine'];
  const body: Json<AddLine['requestBody']> = { packId: 1, quantity: 2 };
  // @ts-expect-error the quantity is a number
  const wrong: Json<AddLine['requestBody']> = { packId: 1, quantity: 'two' };
  void body;
  void wrong;
  const created: Json<AddLine['responses'][201]> = current;
  const lines: Schemas['CartLine'][] = created.items;
  const refused: Schemas['ApiError'] = {} as Json<AddLine['responses']['4XX']>;
  const code: string = refused.code;
  void code;
  return lines.length + created.seedCount;
}

export async function session(): Promise<boolean> {
  const me = await get('/api/account/me', {});
  const placed: Json<operations['placeOrder']['responses'][201]> = {} as Schemas['PlaceOrderResponse'];
  void placed;
  const results = await get('/api/{iso}/search', { path: { iso: 'gb' }, query: { q: 'haze' } });
  return me.loggedIn && results.query.length > 0;
}
`;
