/**
 * Icons by name (`mdi:fire`), loaded per prefix from the configured icon service (spec 7: "an icon
 * service that loads icon sets by prefix"; the Iconify API shape: `GET {service}/{prefix}.json?icons=a,b`).
 * Names asked for in the same tick share one request per prefix. The SVG a third party sends is
 * rebuilt from an allow-list of shapes and attributes, so it can carry no script.
 */
export interface IconData {
  body: string;
  width: number;
  height: number;
}

interface IconSetResponse {
  icons?: Record<string, { body?: unknown; width?: unknown; height?: unknown }>;
  width?: unknown;
  height?: unknown;
}

const SHAPES = new Set(['path', 'g', 'circle', 'rect', 'ellipse', 'line', 'polyline', 'polygon']);
const ATTRIBUTES = new Set([
  'd',
  'fill',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'fill-rule',
  'clip-rule',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'x',
  'y',
  'width',
  'height',
  'x1',
  'x2',
  'y1',
  'y2',
  'points',
  'transform',
  'opacity',
  'fill-opacity',
  'stroke-opacity',
]);
const SAFE_VALUE = /^[\w\s.,#%()+-]*$/;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Keeps only allow-listed shapes and attributes with plain values (no url(), no javascript:). */
export function sanitizeSvgBody(body: string): string {
  const doc = new DOMParser().parseFromString(`<svg xmlns="http://www.w3.org/2000/svg">${body}</svg>`, 'image/svg+xml');
  const write = (element: Element): string => {
    const name = element.localName;
    if (!SHAPES.has(name)) return '';
    const attributes = [...element.attributes]
      .filter((a) => ATTRIBUTES.has(a.name) && SAFE_VALUE.test(a.value) && !/url\(/i.test(a.value))
      .map((a) => ` ${a.name}="${escapeAttribute(a.value)}"`)
      .join('');
    return `<${name}${attributes}>${[...element.children].map(write).join('')}</${name}>`;
  };
  return [...doc.documentElement.children].map(write).join('');
}

const number = (value: unknown, fallback: number) => (typeof value === 'number' && value > 0 ? value : fallback);

export function createIconLoader(service: string, fetchJson: (url: string) => Promise<unknown> = defaultFetchJson) {
  const cache = new Map<string, Promise<IconData | null>>();
  const pending = new Map<string, Map<string, (icon: IconData | null) => void>>();

  function flush(prefix: string) {
    const waiting = pending.get(prefix);
    pending.delete(prefix);
    if (!waiting) return;
    const url = `${service.replace(/\/+$/, '')}/${encodeURIComponent(prefix)}.json?icons=${[...waiting.keys()].map(encodeURIComponent).join(',')}`;
    fetchJson(url)
      .then((value) => {
        const set = (value ?? {}) as IconSetResponse;
        for (const [name, resolve] of waiting) {
          const icon = set.icons?.[name];
          resolve(
            icon && typeof icon.body === 'string'
              ? {
                  body: sanitizeSvgBody(icon.body),
                  width: number(icon.width, number(set.width, 24)),
                  height: number(icon.height, number(set.height, 24)),
                }
              : null,
          );
        }
      })
      .catch(() => {
        for (const resolve of waiting.values()) resolve(null);
      });
  }

  return function loadIcon(fullName: string): Promise<IconData | null> {
    let icon = cache.get(fullName);
    if (icon) return icon;
    const [prefix, name] = fullName.split(':');
    if (!prefix || !name) return Promise.resolve(null);
    icon = new Promise<IconData | null>((resolve) => {
      const waiting = pending.get(prefix) ?? new Map();
      if (waiting.size === 0) queueMicrotask(() => flush(prefix));
      waiting.set(name, resolve);
      pending.set(prefix, waiting);
    });
    cache.set(fullName, icon);
    return icon;
  };
}

async function defaultFetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { credentials: 'omit' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}
