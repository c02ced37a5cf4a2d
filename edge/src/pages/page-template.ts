import { BOOT_GLOBAL, type BootData } from '@storefront/shared-contracts';
import type { PageMeta } from './page-meta';
import { escapeHtml, jsonForScript } from './script-json';
import type { ShellAssets } from './shell-assets';

export interface PageModel {
  language: string;
  meta: PageMeta;
  notFound: boolean;
  shell: ShellAssets;
  /** Remote entry and area chunks of the route's owner. */
  remotePreloads: readonly string[];
  boot: BootData;
  nonce: string;
}

const attr = escapeHtml;

/** The HTML frame the shell boots into (DESIGN.md "Runtime composition"). */
export function renderPage(model: PageModel): string {
  const { meta, shell } = model;
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    // No favicon request (and no 404 in the console) until the brand has an icon.
    '<link rel="icon" href="data:,">',
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${attr(meta.description)}">`,
    meta.noindex ? '<meta name="robots" content="noindex">' : '',
    ...shell.js.map((src) => `<link rel="preload" as="script" href="${attr(src)}">`),
    ...model.remotePreloads.map((src) => `<link rel="preload" as="script" href="${attr(src)}">`),
    ...shell.css.map((href) => `<link rel="stylesheet" href="${attr(href)}">`),
    `<script nonce="${attr(model.nonce)}">window.${BOOT_GLOBAL}=${jsonForScript(model.boot)};</script>`,
  ].filter(Boolean);
  const bodyAttrs = model.notFound ? ' class="error-404 floating-breadcrumbs"' : '';
  const scripts = shell.js.map((src) => `<script defer src="${attr(src)}"></script>`);
  return [
    '<!doctype html>',
    `<html lang="${attr(model.language)}">`,
    `<head>\n${head.join('\n')}\n</head>`,
    `<body${bodyAttrs}>`,
    '<div id="root"></div>',
    ...scripts,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** What a visitor sees before the shell has been built. */
export function renderNotBuiltPage(): string {
  return 'The shop is not built yet: the shell build (shell/dist/entry-assets.json) is missing.\nRun `npm run build`, then reload.\n';
}
