import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { PRODUCT_IMAGE_SIZE } from './mappers';

/** Bump when the drawing changes: cached files carry it in their name. */
const STYLE_VERSION = 1;

export interface ImageSubject {
  name: string;
  hue: number;
  flowering_type: string;
  genetics: string;
}

function hsl(h: number, s: number, l: number): string {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const value = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** A leaf on a tinted background: broad dark leaflets for indicas, narrow light ones for sativas. */
export function productSvg(subject: ImageSubject, size: number): string {
  const sativa =
    { indica: 0, mostly_indica: 0.25, hybrid: 0.5, mostly_sativa: 0.75, sativa: 1 }[subject.genetics] ?? 0.5;
  const leafHue = 95 + Math.round(sativa * 35);
  const width = 0.12 - sativa * 0.05;
  const leaflets = Array.from({ length: 7 }, (_, i) => {
    const offset = i - 3;
    const length = 190 - Math.abs(offset) * 38;
    const angle = offset * 33;
    return `<ellipse cx="0" cy="${-length / 2}" rx="${(length * width).toFixed(1)}" ry="${length / 2}" transform="rotate(${angle})" fill="${hsl(leafHue, 55, 26 + sativa * 12 + Math.abs(offset) * 2)}"/>`;
  }).join('');
  const seeds = [
    [-70, 0],
    [0, 12],
    [70, 0],
  ]
    .map(
      ([x, y]) =>
        `<ellipse cx="${240 + (x ?? 0)}" cy="${420 + (y ?? 0)}" rx="22" ry="15" fill="${hsl(30, 35, 32)}" stroke="${hsl(30, 30, 20)}" stroke-width="3"/>`,
    )
    .join('');
  const auto =
    subject.flowering_type === 'autoflower'
      ? `<circle cx="410" cy="70" r="34" fill="none" stroke="${hsl(subject.hue, 60, 30)}" stroke-width="10" stroke-dasharray="160 54"/>`
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 480 480">
<defs><radialGradient id="bg" cx="50%" cy="38%" r="75%"><stop offset="0" stop-color="${hsl(subject.hue, 60, 92)}"/><stop offset="1" stop-color="${hsl(subject.hue, 45, 64)}"/></radialGradient></defs>
<rect width="480" height="480" fill="url(#bg)"/>
<g transform="translate(240 270)"><rect x="-5" y="-10" width="10" height="110" rx="5" fill="${hsl(leafHue, 45, 24)}"/>${leaflets}</g>
${seeds}${auto}
</svg>`;
}

export function renderProductImage(subject: ImageSubject, density: 1 | 2): Promise<Buffer> {
  return sharp(Buffer.from(productSvg(subject, PRODUCT_IMAGE_SIZE * density)))
    .webp({ quality: 80 })
    .toBuffer();
}

/** Renders once per slug and density into `<dir>`, then serves the file. */
export class ProductImageStore {
  private readonly inflight = new Map<string, Promise<Buffer | undefined>>();

  constructor(
    private readonly dir: string,
    private readonly lookup: (slug: string) => Promise<ImageSubject | undefined>,
  ) {}

  etag(slug: string, density: 1 | 2): string {
    return `"product-${slug}-${density}x-v${STYLE_VERSION}"`;
  }

  /** The webp bytes, or undefined for an unknown product. */
  get(slug: string, density: 1 | 2): Promise<Buffer | undefined> {
    const file = path.join(this.dir, `${slug}@${density}x.v${STYLE_VERSION}.webp`);
    let pending = this.inflight.get(file);
    if (!pending) {
      pending = this.readOrRender(file, slug, density).finally(() => this.inflight.delete(file));
      this.inflight.set(file, pending);
    }
    return pending;
  }

  private async readOrRender(file: string, slug: string, density: 1 | 2): Promise<Buffer | undefined> {
    try {
      return await fs.readFile(file);
    } catch {
      // Not rendered yet.
    }
    const subject = await this.lookup(slug);
    if (!subject) return undefined;
    const image = await renderProductImage(subject, density);
    await fs.mkdir(this.dir, { recursive: true });
    // Write then rename, so a concurrent reader never sees half a file.
    const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await fs.writeFile(temp, image);
    await fs.rename(temp, file);
    return image;
  }
}
