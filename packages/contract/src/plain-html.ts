/**
 * The club's HTML (legal texts, posts, activities, products) in the plain form a page may carry as it is,
 * checked without a DOM (issue 34: the server renderer no longer loads jsdom for DOMPurify, ~70 MB).
 *
 * Not a sanitiser: a check that says yes only to markup nothing can hide in. Tags and attributes from a short
 * list (a subset of what DOMPurify keeps), names in lower case, every value in double quotes, no comment, no
 * raw-text element (script, style, textarea, title), no foreign content (SVG, MathML), links and pictures on
 * http(s), mailto and tel addresses or relative ones, and every element closed in order. Such markup parses the
 * same in every browser, and DOMPurify removes nothing from it (plain-html.test.ts in the web package proves
 * both against DOMPurify over a real parser). Anything else is not judged here: the browser sanitises it with
 * DOMPurify, as it does every club text (packages/web/src/lib/sanitize.ts).
 */

/** Elements that never have content or an end tag. */
const VOID = new Set(['br', 'hr', 'img', 'wbr', 'col']);

/** Elements that close an open `<p>` in the parser: not allowed inside one (the tree would not be the one written). */
const CLOSES_P = new Set([
  'blockquote',
  'center',
  'div',
  'dl',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'ol',
  'p',
  'pre',
  'table',
  'ul',
]);

const GLOBAL_ATTRIBUTES = ['class', 'style', 'title', 'lang', 'dir'];
const CELL = ['colspan', 'rowspan', 'align', 'valign', 'width', 'height'];
const ALIGNED = ['align'];

/** Element -> the attributes it may carry besides the global ones. */
const ELEMENTS: Record<string, readonly string[]> = {
  a: ['href'],
  abbr: [],
  b: [],
  bdi: [],
  bdo: [],
  blockquote: [],
  br: [],
  caption: ALIGNED,
  center: [],
  cite: [],
  code: [],
  col: ['span', 'width', 'align', 'valign'],
  colgroup: ['span', 'width', 'align', 'valign'],
  dd: [],
  del: ['datetime'],
  dfn: [],
  div: ALIGNED,
  dl: [],
  dt: [],
  em: [],
  figcaption: [],
  figure: [],
  font: ['color', 'face', 'size'],
  h1: ALIGNED,
  h2: ALIGNED,
  h3: ALIGNED,
  h4: ALIGNED,
  h5: ALIGNED,
  h6: ALIGNED,
  hr: ['align', 'width', 'size', 'noshade'],
  i: [],
  img: ['src', 'alt', 'width', 'height', 'align', 'border'],
  ins: ['datetime'],
  kbd: [],
  li: ['value'],
  mark: [],
  ol: ['start', 'type', 'reversed'],
  p: ALIGNED,
  pre: [],
  q: [],
  s: [],
  samp: [],
  small: [],
  span: [],
  strong: [],
  sub: [],
  sup: [],
  table: ['align', 'width', 'border', 'cellpadding', 'cellspacing', 'summary'],
  tbody: ALIGNED,
  td: CELL,
  tfoot: ALIGNED,
  th: [...CELL, 'scope'],
  thead: ALIGNED,
  time: ['datetime'],
  tr: ['align', 'valign'],
  u: [],
  ul: ['type'],
  var: [],
  wbr: [],
};

/**
 * Attributes whose value DOMPurify takes as it is (its URI_SAFE_ATTRIBUTES); every other value, not only `href`
 * and `src`, must read as a plain address, as DOMPurify checks it (`align="vbscript:x"` is dropped).
 */
const FREE_TEXT_ATTRIBUTES = new Set(['alt', 'class', 'style', 'summary', 'title', 'value']);

/**
 * Character references an attribute value may use: those an HTML serialiser writes, but `&lt;` and `&gt;` (no
 * value holds `<` or `>` at all: DOMPurify drops a value with `-->` or `</style` in it).
 */
const ATTRIBUTE_REFERENCES: Record<string, string> = { amp: '&', quot: '"', nbsp: '\u00a0' };

/**
 * What a browser ignores in an address, and DOMPurify before it checks one (its ATTR_WHITESPACE): `java\tscript:`
 * is `javascript:` to the URL parser.
 */
// eslint-disable-next-line no-control-regex -- the control characters are the point
const IGNORED_IN_URL = /[\u0000-\u0020\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000]/g;

/** An address with a scheme of these, or none (relative: no `:` before the first `/`, `?` or `#`). */
function isPlainUrl(value: string): boolean {
  const url = value.replace(IGNORED_IN_URL, '');
  if (/^(?:https?|mailto|tel):/i.test(url)) return true;
  const colon = url.indexOf(':');
  if (colon === -1) return true;
  const pathStart = url.search(/[/?#]/);
  return pathStart !== -1 && pathStart < colon;
}

/** One attribute value's references decoded, or null when it uses one not in the list (or a bare `&`). */
function decodeAttribute(raw: string): string | null {
  let bad = false;
  const decoded = raw.replace(/&([a-z]*);?/g, (whole, name: string) => {
    const char = whole.endsWith(';') ? ATTRIBUTE_REFERENCES[name] : undefined;
    if (char === undefined) bad = true;
    return char ?? '';
  });
  return bad ? null : decoded;
}

const SPACE = '[ \\t\\n\\f\\r]';
/** `<name`, then attributes `name="value"` each after white space, then `>` or (void elements) `/>`. Sticky: read where a tag starts. */
const START_TAG = new RegExp(`<([a-z][a-z0-9]*)((?:${SPACE}+[a-z][a-z-]*="[^"<>]*")*)${SPACE}*(/?)>`, 'y');
const ATTRIBUTE = new RegExp(`${SPACE}+([a-z][a-z-]*)="([^"<>]*)"`, 'g');
const END_TAG = new RegExp(`</([a-z][a-z0-9]*)${SPACE}*>`, 'y');

/** Whether one start tag's attributes are each allowed on the element, once, with a plain value. */
function plainAttributes(own: readonly string[], attributes: string): boolean {
  const seen = new Set<string>();
  for (const [, attribute, raw] of attributes.matchAll(ATTRIBUTE) as IterableIterator<[string, string, string]>) {
    if (seen.has(attribute)) return false;
    seen.add(attribute);
    if (!GLOBAL_ATTRIBUTES.includes(attribute) && !own.includes(attribute)) return false;
    const value = decodeAttribute(raw);
    if (value === null) return false;
    if (!FREE_TEXT_ATTRIBUTES.has(attribute) && !isPlainUrl(value)) return false;
  }
  return true;
}

/**
 * Whether `html` is plain club HTML (see the top of this file): true means a page may carry it as it is, without
 * a DOM to sanitise it with; false says nothing about its safety, only that a browser's DOMPurify must judge it.
 */
export function isPlainHtml(html: string): boolean {
  if (html.includes('\u0000')) return false;
  const open: string[] = [];
  for (let lt = html.indexOf('<'); lt !== -1; lt = html.indexOf('<', lt)) {
    END_TAG.lastIndex = lt;
    const end = END_TAG.exec(html);
    if (end) {
      if (open.pop() !== end[1]) return false;
      lt = END_TAG.lastIndex;
      continue;
    }
    START_TAG.lastIndex = lt;
    const start = START_TAG.exec(html);
    if (!start) return false;
    const [, name, attributes, selfClosing] = start as unknown as [string, string, string, string];
    const own = ELEMENTS[name];
    if (!own || !plainAttributes(own, attributes)) return false;
    const isVoid = VOID.has(name);
    if (selfClosing && !isVoid) return false;
    if (open.includes('p') && CLOSES_P.has(name)) return false;
    if (name === 'a' && open.includes('a')) return false;
    if (!isVoid) open.push(name);
    lt = START_TAG.lastIndex;
  }
  return open.length === 0;
}
