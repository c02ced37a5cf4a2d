// The seeded shop's data the bench needs (a product's pack, a shopper's cart cookie) and facts about the run
// (commit, load average) printed and saved beside the figures.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { ROOT } from '../support/run-env';

export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');

export function gitCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

/** The edge's pages under load are asked for with the Accept-Encoding Chrome sends. */
export const asBrowser = { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } };

/** The first product the high-thc collection lists. */
export async function firstListedSlug(apiUrl: string): Promise<string> {
  const listing = (await (await fetch(`${apiUrl}/api/en-en/collections/high-thc/products`)).json()) as {
    items: Array<{ slug: string }>;
  };
  const slug = listing.items[0]?.slug;
  if (!slug) throw new Error('high-thc lists no products');
  return slug;
}

/** The first pack of a product, for the add-to-cart load. */
export async function firstPackId(apiUrl: string, slug: string): Promise<number> {
  const response = await fetch(`${apiUrl}/api/en-en/products/${slug}`);
  const body = (await response.json()) as { packs?: Array<{ id: number }> };
  const id = body.packs?.[0]?.id;
  if (!id) throw new Error(`product ${slug} has no pack`);
  return id;
}

/** A cart with one line (its cookie), for the cart and checkout pages. */
export async function cartCookie(apiUrl: string, packId: number): Promise<string> {
  const response = await fetch(`${apiUrl}/api/en-en/cart/items`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ packId, quantity: 1 }),
  });
  // Every cookie the answer sets, as a browser keeps them: the cart token and its count (sf_cart_count).
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  if (!response.ok || !cookie) throw new Error(`add to cart answered ${response.status}`);
  return cookie;
}
