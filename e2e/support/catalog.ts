import type { APIRequestContext } from '@playwright/test';

/** A real product slug from the seeded catalogue, read through the edge's /api proxy. */
export async function firstProductSlug(request: APIRequestContext, collection = 'high-thc'): Promise<string> {
  const response = await request.get(`/api/en-en/collections/${collection}/products`);
  if (!response.ok())
    throw new Error(`GET /api/en-en/collections/${collection}/products answered ${response.status()}`);
  const body = (await response.json()) as { items?: Array<{ slug: string }> };
  const slug = body.items?.[0]?.slug;
  if (!slug) throw new Error(`collection ${collection} lists no products`);
  return slug;
}
