import DOMPurify from 'dompurify';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPlainHtml } from '@clubportal/contract/plain-html';

/*
 * The server renderer sends plain club HTML as it is, without DOMPurify (issue 34). These tests hold the check
 * (packages/contract/src/plain-html.ts) against DOMPurify itself over a real HTML parser (this project's jsdom,
 * the same parse5 the browsers' algorithm is written in): whatever the check takes as plain, DOMPurify's
 * profile removes nothing from. A miss here is markup the check let through that a browser would run.
 */

/** What DOMPurify removes from `html` with the profile the pages use (lib/sanitize.ts). */
function removedByDomPurify(html: string): unknown[] {
  DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
  return DOMPurify.removed;
}

const tags = [
  'p',
  'a',
  'img',
  'br',
  'hr',
  'div',
  'span',
  'strong',
  'em',
  'ul',
  'ol',
  'li',
  'table',
  'tbody',
  'tr',
  'td',
  'th',
  'col',
  'h2',
  'font',
  'pre',
  'blockquote',
  'time',
  'wbr',
  'P',
  'A',
];
const hostileTags = ['script', 'style', 'svg', 'math', 'iframe', 'textarea', 'title', 'noscript', 'template', 'form', 'object', 'xmp'];
const attributes = [
  'href',
  'src',
  'class',
  'style',
  'title',
  'alt',
  'width',
  'colspan',
  'align',
  'color',
  'lang',
  'dir',
  'value',
  'datetime',
  'start',
  'HREF',
];
const hostileAttributes = ['onerror', 'onclick', 'id', 'name', 'data-x', 'formaction', 'srcdoc', 'xlink:href', 'is', 'action'];
const values = [
  'https://club.example/a?b=1&amp;c=2',
  '/privacy',
  '#top',
  'mailto:a@b.example',
  'x',
  '',
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'java\tscript:alert(1)',
  ' javascript:alert(1)',
  '\u0001javascript:alert(1)',
  'javascript&colon;alert(1)',
  '&#106;avascript:alert(1)',
  'java&NewLine;script:alert(1)',
  'vbscript:x',
  'data:text/html,<script>alert(1)</script>',
  'data:image/png;base64,AA==',
  '--&gt;',
  '&lt;/style&gt;',
  '&quot; onerror=&quot;alert(1)',
  'a&nbsp;b',
  'color:red;background:url(javascript:alert(1))',
  'foo:bar',
  '1:2',
  'x/y:z',
  'left',
  '&nbsp;javascript:alert(1)',
  'JaVaScRiPt&colon;x',
  '&amp;#106;avascript:x',
  'a\nb',
];
const texts = [
  'texto',
  ' ',
  '&amp;',
  '&lt;script&gt;',
  '1 < 2',
  '<',
  '<!--',
  '-->',
  '<![CDATA[',
  ']]>',
  '<?x',
  '</',
  '<!x>',
  '\u0000',
  '&',
  '"',
  "'",
  '&#60;script&#62;',
  '&lt;!--',
];

const attribute = fc
  .tuple(
    fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...attributes) }, { weight: 1, arbitrary: fc.constantFrom(...hostileAttributes) }),
    fc.constantFrom(...values),
    fc.constantFrom('"', '"', '"', "'", ''),
  )
  .map(([name, value, quote]) => ` ${name}=${quote}${value}${quote}`);

/** Markup built as a tree (so much of it is plain), with hostile names, values and text mixed in. */
const text = fc.constantFrom(...texts);
const fragment: fc.Memo<string> = fc.memo((depth) =>
  depth <= 1
    ? text
    : fc.oneof(
        text,
        fc
          .tuple(
            fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...tags) }, { weight: 1, arbitrary: fc.constantFrom(...hostileTags) }),
            fc.array(attribute, { maxLength: 2 }),
            fc.array(fragment(depth - 1), { maxLength: 3 }),
            fc.boolean(),
          )
          .map(([tag, attrs, children, close]) => `<${tag}${attrs.join('')}>${children.join('')}${close ? `</${tag}>` : ''}`),
      ),
);

/** Any string of the characters and words markup is made of: the tokeniser's odd corners. */
const soup = fc
  .array(
    fc.constantFrom(
      '<',
      '>',
      '/',
      '"',
      "'",
      '=',
      ' ',
      '\t',
      '\n',
      'p',
      'a',
      'img',
      'br',
      'href',
      'src',
      'title',
      'javascript:',
      'on',
      'error',
      '!--',
      '&',
      '#',
      ';',
      'amp',
      'x',
    ),
    { maxLength: 40 },
  )
  .map((tokens) => tokens.join(''));

/** Known ways past sanitisers (OWASP's cheat sheet, DOMPurify's own mXSS cases): none is plain, or nothing in it is removed. */
const knownVectors = [
  '<img src=x onerror=alert(1)>',
  '<svg><p><style><img src=x onerror=alert(1)></style></p></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<a href="javas&#99;ript:alert(1)">x</a>',
  '<a href="&#x6A;avascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href=" &#14;  javascript:alert(1)">x</a>',
  '<p title="&lt;/p&gt;&lt;img src=x onerror=alert(1)&gt;">x</p>',
  '<p style="x:expression(alert(1))">x</p>',
  '<img src="x" onerror="alert(1)"/>',
  '<IMG SRC="javascript:alert(1)">',
  '<a href="https://x"/onclick="alert(1)">x</a>',
  '<a href="https://x" onclick="alert(1)">x</a>',
  '<p><a href="https://x">x</a><a/href="javascript:alert(1)">y</a></p>',
  '<table><td background="javascript:alert(1)">x</td></table>',
  '<div style="background-image:url(javascript:alert(1))">x</div>',
  '<p>x<!--<img src=x onerror=alert(1)>--></p>',
  '<xmp><p title="</xmp><img src=x onerror=alert(1)>">',
];

describe('plain club HTML against DOMPurify', () => {
  it('takes no markup as plain that DOMPurify would remove anything from', () => {
    let plain = 0;
    fc.assert(
      fc.property(fc.array(fragment(4), { minLength: 1, maxLength: 4 }), (pieces) => {
        const html = pieces.join('');
        if (!isPlainHtml(html)) return;
        plain += 1;
        expect(removedByDomPurify(html)).toEqual([]);
      }),
      { numRuns: 3000 },
    );
    // The generator reaches the plain side often enough for the property to mean something.
    expect(plain).toBeGreaterThan(300);
  });

  it('takes no string of markup characters as plain that DOMPurify would remove anything from', () => {
    fc.assert(
      fc.property(soup, (html) => {
        if (isPlainHtml(html)) expect(removedByDomPurify(html)).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });

  it.each(knownVectors)('leaves nothing of %j to run', (html) => {
    if (isPlainHtml(html)) expect(removedByDomPurify(html)).toEqual([]);
    else expect(isPlainHtml(html)).toBe(false);
  });

  it('takes the club pages’ usual markup as plain, and DOMPurify keeps it whole', () => {
    const usual =
      '<h2>Normas</h2><p>Reserva con <strong>24 h</strong> de antelación.</p><ul><li><a href="/privacy">Privacidad</a></li></ul><p><img src="/api/uploads/1.jpg" alt="Pista"></p>';
    expect(isPlainHtml(usual)).toBe(true);
    expect(removedByDomPurify(usual)).toEqual([]);
  });
});
