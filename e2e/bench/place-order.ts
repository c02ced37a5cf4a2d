/**
 * Pay Now under load: every order needs a cart of its own, so the carts (one pack each, a cookie each) are
 * made first, then `concurrency` shoppers place their orders as fast as the api answers. Each request is a
 * whole order: validation, pricing from the database, order and lines, the sandbox payment, the cart closed.
 */
export interface PlaceOrderFigures {
  orders: number;
  ordersPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function newCart(apiUrl: string, packId: number): Promise<string> {
  const response = await fetch(`${apiUrl}/api/en-en/cart/items`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ packId, quantity: 1 }),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!response.ok || !cookie) throw new Error(`add to cart answered ${response.status}`);
  return cookie;
}

export async function measurePlaceOrder(
  apiUrl: string,
  log: (line: string) => void,
  orders = 1000,
  concurrency = 10,
): Promise<PlaceOrderFigures> {
  const listing = (await (await fetch(`${apiUrl}/api/en-en/collections/high-thc/products`)).json()) as {
    items: Array<{ slug: string }>;
  };
  const product = (await (await fetch(`${apiUrl}/api/en-en/products/${listing.items[0]!.slug}`)).json()) as {
    packs: Array<{ id: number }>;
  };
  const packId = product.packs[0]!.id;
  const view = (await (await fetch(`${apiUrl}/api/en-en/checkout?country=NL`)).json()) as {
    shippingMethods: Array<{ id: number }>;
  };
  const shippingMethodId = view.shippingMethods[0]!.id;

  log(`  place order: making ${orders} carts ...`);
  const cookies: string[] = [];
  for (let i = 0; i < orders; i += concurrency) {
    cookies.push(
      ...(await Promise.all(Array.from({ length: Math.min(concurrency, orders - i) }, () => newCart(apiUrl, packId)))),
    );
  }
  const body = (i: number) =>
    JSON.stringify({
      idempotencyKey: `bench-${Date.now()}-${i}`,
      email: `bench${i}@example.com`,
      delivery: {
        firstName: 'Ada',
        lastName: 'Grower',
        phone: '+31 20 123 4567',
        address1: 'Keizersgracht 1',
        city: 'Amsterdam',
        postalCode: '1015 AA',
        country: 'NL',
      },
      billingSameAsDelivery: true,
      shippingMethodId,
      paymentMethod: 'credit_card',
    });

  log(`  place order: ${orders} orders, ${concurrency} at a time ...`);
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < orders) {
        const i = next++;
        const t0 = performance.now();
        const response = await fetch(`${apiUrl}/api/en-en/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: cookies[i]! },
          body: body(i),
        });
        await response.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (response.status !== 201) failures += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    orders,
    ordersPerSecond: Math.round(orders / seconds),
    p50Ms: Math.round(percentile(latencies, 50)),
    p99Ms: Math.round(percentile(latencies, 99)),
    failures,
  };
}
