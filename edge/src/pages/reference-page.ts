import type { FastifyInstance } from 'fastify';

/** Where the bench's reference page lives. */
export const REFERENCE_PAGE_PATH = '/__bench/reference';

/**
 * The bench's reference: a static page that paints in one request (inline styles, no script, no
 * image, no font), so its Lighthouse figures are the physical limit of this machine at that moment. The bench
 * measures it between the shop's pages in the same run and reports each page's figures beside it and as a ratio,
 * so a machine slowed by other work moves both. About the size of a shop page's first screen of text.
 */
const REFERENCE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>Reference page</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;color:#1b1b1b;background:#fff;line-height:1.5}
header{background:#0d3b2e;color:#fff;padding:12px 16px;font-weight:700}
main{max-width:960px;margin:0 auto;padding:16px}
h1{font-size:1.75rem;margin:0 0 12px}
p{margin:0 0 12px}
ul{display:grid;grid-template-columns:repeat(auto-fill,minmax(140px,1fr));gap:12px;padding:0;list-style:none}
li{border:1px solid #ddd;border-radius:8px;padding:12px}
</style>
</head>
<body>
<header>Seed Shop</header>
<main>
<h1>A static reference page</h1>
<p>This page is served by the edge in one request: no script, no image and no web font. The bench measures it
between the shop's pages, the same way and in the same run, so the shop's figures can be read against what this
machine can do at that moment.</p>
<ul>${Array.from({ length: 12 }, (_, i) => `<li>Strain ${i + 1}<br>from 4.95</li>`).join('')}</ul>
</main>
</body>
</html>
`;

export function registerReferencePage(app: FastifyInstance): void {
  app.get(REFERENCE_PAGE_PATH, (_request, reply) =>
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(REFERENCE_HTML),
  );
}
