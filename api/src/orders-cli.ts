// `npm run orders -w @storefront/api -- advance <number>`: moves an order one fulfilment step on
// (Created -> Processing -> Dispatched) through the running api (PGlite belongs to one process).
import { loadConfig } from './config';

async function main(): Promise<void> {
  const [command, number] = process.argv.slice(2);
  if (command !== 'advance' || !number) {
    throw new Error('Usage: npm run orders -w @storefront/api -- advance <order number>');
  }
  const config = loadConfig();
  const apiUrl = process.env.API_URL ?? `http://${config.host}:${config.port}`;
  const response = await fetch(`${apiUrl}/api/fulfilment/orders/${encodeURIComponent(number)}/advance`, {
    method: 'POST',
    headers: { 'x-fulfilment-token': config.fulfilmentToken },
  });
  const body = (await response.json()) as { status?: string; shipment?: string; message?: string };
  if (!response.ok) throw new Error(body.message ?? `The api answered ${response.status}.`);
  console.log(`Order ${number}: ${body.status}, shipment ${body.shipment}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
