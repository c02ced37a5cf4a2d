import type { Block, EmailContent } from './template';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Only http(s) links reach an href; anything else is drawn as text. */
const safeHref = (href: string) => (/^https?:\/\//i.test(href) ? escapeHtml(href) : null);

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px">${escapeHtml(block.text)}</p>`;
    case 'code':
      return `<p style="margin:0 0 16px;font-size:20px;letter-spacing:2px"><strong>${escapeHtml(block.text)}</strong></p>`;
    case 'link': {
      const href = safeHref(block.href);
      return href
        ? `<p style="margin:0 0 16px"><a href="${href}" style="display:inline-block;padding:10px 16px;background:#2f6b3b;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(block.label)}</a></p>`
        : `<p style="margin:0 0 16px">${escapeHtml(block.label)}: ${escapeHtml(block.href)}</p>`;
    }
    case 'table':
      return `<table style="margin:0 0 16px;border-collapse:collapse">${block.rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:2px 16px 2px 0">${escapeHtml(label)}</td><td style="padding:2px 0;text-align:right">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`;
  }
}

function blockText(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
    case 'code':
      return block.text;
    case 'link':
      return `${block.label}: ${block.href}`;
    case 'table':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
  }
}

/** The HTML and text bodies of an e-mail: the shop's name on top, the blocks, the small print. */
export function layout(content: EmailContent, shopName: string, language: string): { html: string; text: string } {
  const footer = content.footer ? [content.footer] : [];
  const html = [
    `<!doctype html><html lang="${escapeHtml(language)}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1d1d1b">',
    `<p style="margin:0 0 24px;font-size:18px"><strong>${escapeHtml(shopName)}</strong></p>`,
    ...content.blocks.map(blockHtml),
    ...footer.map((f) => `<p style="margin:24px 0 0;font-size:13px;color:#5c5c58">${escapeHtml(f)}</p>`),
    '</body></html>',
  ].join('\n');
  const text = [shopName, ...content.blocks.map(blockText), ...footer].join('\n\n');
  return { html, text };
}
