import { Parser } from 'htmlparser2';

/** Elements whose content a shopper never reads as text. */
const SKIPPED = new Set(['script', 'style', 'template', 'noscript', 'svg', 'math', 'iframe']);
/** Void elements: no closing tag, so they never hold a skip open. */
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
/** Inline elements: their text runs on with their neighbours' (a phrase may span `<strong>`); others break it. */
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'em',
  'i',
  'mark',
  'q',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
]);
/** Attributes a shopper reads (or hears, for a screen reader) as the element's text. */
const TEXT_ATTRIBUTES = ['alt', 'placeholder', 'title', 'aria-label'];

/** A line of text and the language the page declares for it (the nearest `lang`, lower case; '' for none). */
export interface TextLine {
  text: string;
  lang: string;
}

/**
 * The text a shopper sees in server-rendered HTML, one line per block: what is inside script, style, template,
 * `hidden` and `aria-hidden` elements left out, `<title>` and the readable attributes (alt, placeholder, title,
 * aria-label) in. Entities are decoded; runs of white space are one space.
 */
export function visibleText(html: string): TextLine[] {
  const lines: TextLine[] = [];
  let line = '';
  /** The language of each open element (its `lang`, else its parent's). */
  const langs: string[] = [''];
  const lang = () => langs[langs.length - 1]!;
  /** Depth inside a skipped element; 0 = text counts. */
  let skipDepth = 0;
  const breakLine = () => {
    const text = line.replace(/\s+/g, ' ').trim();
    if (text) lines.push({ text, lang: lang() });
    line = '';
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const skip =
          skipDepth > 0 || SKIPPED.has(name) || 'hidden' in attributes || attributes['aria-hidden'] === 'true';
        if (!INLINE.has(name)) breakLine();
        if (!VOID.has(name)) {
          if (skip) skipDepth += 1;
          langs.push(attributes.lang?.toLowerCase() ?? lang());
        }
        if (!skip)
          for (const a of TEXT_ATTRIBUTES) {
            const text = attributes[a]?.trim();
            if (text) lines.push({ text, lang: VOID.has(name) ? (attributes.lang?.toLowerCase() ?? lang()) : lang() });
          }
      },
      ontext(text) {
        if (skipDepth === 0) line += text;
      },
      onclosetag(name) {
        if (VOID.has(name)) return;
        if (!INLINE.has(name)) breakLine();
        if (skipDepth > 0) skipDepth -= 1;
        if (langs.length > 1) langs.pop();
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  breakLine();
  return lines;
}
