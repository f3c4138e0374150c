// An allow-list HTML sanitiser for the Word 预览 (preview.convert.ts). The input is read as
// tokens and a new document is written from them: text is always escaped again, only listed
// elements and attributes are written, and everything else is dropped. A token the reader gets
// wrong can therefore only lose content, never let markup through. Scripts, event handlers,
// <style> sheets, external images and `javascript:` links never reach the output; images
// survive only as data: URIs of a raster type within the size limits.
import { decodeEntities } from '../intake/parser/extract/html';

export type SanitizeLimits = {
  /** The largest image kept, in bytes once decoded. */
  maxImageBytes: number;
  /** All images of a document together, in bytes once decoded. */
  maxTotalImageBytes: number;
};

export type SanitizeOptions = SanitizeLimits & {
  /** A data: URI for an image source the document carries itself (an MHTML part), if any. */
  resolveImage?: (src: string) => string | undefined;
};

/** What stands where an image too large to keep was. */
export const IMAGE_OMITTED = '［图片过大，未显示］';

// Dropped with all they contain: code, style sheets, the title, embedded content, forms. (Not
// <head>: its end tag may be left out, and the rest of the document would go with it.)
const DROPPED_WITH_CONTENT = new Set([
  'script', 'style', 'title', 'noscript', 'template', 'svg', 'math', 'object', 'embed', 'iframe', 'frame', 'frameset',
  'noframes', 'noembed', 'applet', 'xml', 'textarea', 'select', 'button', 'audio', 'video', 'canvas', 'map', 'option',
]);

// Written as they are (with their allowed attributes); other elements lose the tag but keep their text.
const ALLOWED = new Set([
  'p', 'br', 'hr', 'div', 'span', 'b', 'strong', 'i', 'em', 'u', 's', 'strike', 'sub', 'sup', 'small', 'big',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'blockquote', 'pre', 'code',
  'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'a', 'img',
]);
// Older markup Word and job boards still write, as the element that shows the same.
const RENAMED: Record<string, string> = { font: 'span', center: 'div', article: 'div', section: 'div', header: 'div', footer: 'div', main: 'div' };
const VOID = new Set(['br', 'hr', 'img', 'col']);

const GLOBAL_ATTRIBUTES = new Set(['style', 'align', 'title', 'dir', 'lang']);
const ATTRIBUTES: Record<string, Set<string>> = {
  td: new Set(['colspan', 'rowspan', 'width', 'valign', 'nowrap']),
  th: new Set(['colspan', 'rowspan', 'width', 'valign', 'nowrap']),
  table: new Set(['border', 'cellpadding', 'cellspacing', 'width']),
  col: new Set(['span', 'width']),
  colgroup: new Set(['span', 'width']),
  ol: new Set(['start', 'type']),
  ul: new Set(['type']),
  img: new Set(['src', 'alt', 'width', 'height']),
  a: new Set(['href']),
};
// Attribute values that are numbers or keywords only.
const PLAIN_VALUE = /^[\w\s.%#-]{0,40}$/;

// CSS properties kept in a style attribute: how text and tables look, nothing that positions,
// hides or loads anything.
const CSS_PROPERTIES = new Set([
  'color', 'background-color', 'font-weight', 'font-style', 'font-size', 'text-decoration', 'text-align', 'text-indent',
  'vertical-align', 'line-height', 'letter-spacing', 'white-space', 'width', 'min-width', 'max-width',
  'margin', 'margin-top', 'margin-right', 'margin-bottom', 'margin-left',
  'padding', 'padding-top', 'padding-right', 'padding-bottom', 'padding-left',
  'border', 'border-top', 'border-right', 'border-bottom', 'border-left', 'border-collapse', 'border-color', 'border-style', 'border-width',
  'list-style-type',
]);
// Numbers, units, keywords, colours and rgb(); no url(), expression(), escapes, quotes or at-rules.
const CSS_VALUE = /^[\w\s#%.,+-]*(?:rgba?\([\d\s.,%]*\)[\w\s#%.,+-]*)*$/;
const CSS_FORBIDDEN = /url|expression|javascript|image|import|\\|@|behavior|binding/i;

const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp|bmp);base64,([a-z0-9+/=\s]+)$/i;

/** Text as HTML shows it literally. */
export const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** A value for a double-quoted attribute. */
export const escapeAttribute = (s: string) => escapeText(s).replace(/"/g, '&quot;');

/** The declarations of a style attribute that only change how text and tables look. */
export function sanitizeStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of decodeEntities(style).split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (!CSS_PROPERTIES.has(property) || value === '' || value.length > 100) continue;
    if (CSS_FORBIDDEN.test(value) || !CSS_VALUE.test(value)) continue;
    kept.push(`${property}:${value}`);
  }
  return kept.join(';');
}

/** A link the reader may follow: web and mail addresses only. */
function safeHref(href: string): string | undefined {
  // Control characters and spaces inside a scheme ("java\tscript:") are what browsers ignore.
  const cleaned = [...decodeEntities(href)].filter((c) => c.charCodeAt(0) > 0x20 && (c.charCodeAt(0) < 0x7f || c.charCodeAt(0) > 0x9f)).join('');
  return /^(?:https?:\/\/|mailto:)/i.test(cleaned) ? cleaned : undefined;
}

type Attribute = { name: string; value: string };

const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function attributesOf(source: string): Attribute[] {
  const found: Attribute[] = [];
  for (const m of source.matchAll(ATTRIBUTE)) found.push({ name: m[1]!.toLowerCase(), value: m[2] ?? m[3] ?? m[4] ?? '' });
  return found;
}

// One token: a comment, a conditional or CDATA section, a doctype or processing instruction, or a tag.
const TOKEN = /<!--[\s\S]*?(?:-->|$)|<!\[[\s\S]*?\]>|<![^>]*>|<\?[^>]*>|<(\/?)([a-zA-Z][\w:.-]*)((?:\s+[^\s"'<>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;

/** The HTML of a document (or fragment) with only what the allow-list keeps, ready to put in a <body>. */
export function sanitizeHtml(html: string, options: SanitizeOptions): string {
  const out: string[] = [];
  let imageBytes = 0;
  let at = 0;
  // Inside an element dropped with its content: its name, until the matching end tag.
  let skipping: string | undefined;
  TOKEN.lastIndex = 0;

  const writeText = (text: string) => {
    if (skipping || text === '') return;
    out.push(escapeText(decodeEntities(text)));
  };

  const imageSource = (src: string): { src: string } | 'omitted' | undefined => {
    const resolved = options.resolveImage?.(src.trim()) ?? src.trim();
    const data = DATA_IMAGE.exec(resolved);
    if (!data) return undefined;
    const base64 = data[2]!.replace(/\s+/g, '');
    const bytes = Math.floor((base64.length * 3) / 4);
    if (bytes > options.maxImageBytes || imageBytes + bytes > options.maxTotalImageBytes) return 'omitted';
    imageBytes += bytes;
    return { src: `data:image/${data[1]!.toLowerCase()};base64,${base64}` };
  };

  const writeTag = (closing: boolean, rawName: string, rawAttributes: string) => {
    const lower = rawName.toLowerCase();
    const name = RENAMED[lower] ?? lower;
    if (!ALLOWED.has(name)) return;
    if (closing) {
      if (!VOID.has(name)) out.push(`</${name}>`);
      return;
    }
    const allowed = ATTRIBUTES[name];
    const written: string[] = [];
    for (const { name: attribute, value } of attributesOf(rawAttributes)) {
      if (!GLOBAL_ATTRIBUTES.has(attribute) && !allowed?.has(attribute)) continue;
      if (attribute === 'style') {
        const style = sanitizeStyle(value);
        if (style) written.push(`style="${escapeAttribute(style)}"`);
      } else if (attribute === 'href') {
        const href = safeHref(value);
        if (href) written.push(`href="${escapeAttribute(href)}"`, 'rel="noopener noreferrer"');
      } else if (attribute === 'src') {
        const image = imageSource(decodeEntities(value));
        if (image === 'omitted') {
          out.push(`<span class="omitted">${IMAGE_OMITTED}</span>`);
          return;
        }
        if (!image) return;
        written.push(`src="${escapeAttribute(image.src)}"`);
      } else if (attribute === 'title' || attribute === 'alt') {
        written.push(`${attribute}="${escapeAttribute(decodeEntities(value).slice(0, 200))}"`);
      } else if (PLAIN_VALUE.test(value)) {
        written.push(`${attribute}="${escapeAttribute(value)}"`);
      }
    }
    // An image without a source it may show is no image at all.
    if (name === 'img' && !written.some((a) => a.startsWith('src='))) return;
    out.push(`<${name}${written.length ? ` ${written.join(' ')}` : ''}>`);
  };

  for (let m = TOKEN.exec(html); m; m = TOKEN.exec(html)) {
    writeText(html.slice(at, m.index));
    at = m.index + m[0].length;
    const name = m[2]?.toLowerCase();
    if (!name) continue; // comments, conditionals, doctypes: dropped
    const closing = m[1] === '/';
    if (skipping) {
      if (closing && name === skipping) skipping = undefined;
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(name)) {
      if (!closing && !m[0].endsWith('/>')) skipping = name;
      continue;
    }
    writeTag(closing, name, m[3] ?? '');
  }
  writeText(html.slice(at));
  return out.join('');
}
