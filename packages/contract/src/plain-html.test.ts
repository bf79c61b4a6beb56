import { describe, expect, it } from 'vitest';
import { isPlainHtml } from './plain-html.js';

describe('isPlainHtml', () => {
  it.each([
    '',
    'Just words: 1 &lt; 2 &amp; more &gt; 0',
    '<p>Hola <strong>mundo</strong><br>y <em>más</em><br/></p>',
    '<h2 style="text-align:center">Título</h2><p class="lead">Texto &nbsp; con &quot;comillas&quot;</p>',
    '<ul><li>Uno</li><li>Dos <a href="https://club.example/a?b=1&amp;c=2">enlace</a></li></ul>',
    '<p><a href="/privacy">relativa</a> <a href="#top">ancla</a> <a href="mailto:info@club.example">mail</a> <a href="tel:+34600000000">tel</a></p>',
    '<p><a href="docs/file:name.pdf">a colon after the path starts</a></p>',
    '<table><tbody><tr><th scope="col">A</th><td colspan="2">B</td></tr></tbody></table>',
    '<p><img src="/uploads/1.jpg" alt="Pista" width="300"></p>',
    '<blockquote><p>Cita</p></blockquote><hr><pre>code &lt;b&gt;</pre>',
    '<p title="a &amp; b">x</p>',
  ])('takes %j as plain', (html) => {
    expect(isPlainHtml(html)).toBe(true);
  });

  it.each([
    ['a script', '<script>alert(1)</script>'],
    ['an event handler', '<img src="x.png" onerror="alert(1)">'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>'],
    ['a javascript: link in capitals', '<a href="JavaScript:alert(1)">x</a>'],
    ['a javascript: link with a tab', '<a href="java\tscript:alert(1)">x</a>'],
    ['a javascript: link with leading space', '<a href=" javascript:alert(1)">x</a>'],
    ['a javascript: link by character reference', '<a href="javascript&colon;alert(1)">x</a>'],
    ['a javascript: link by numeric reference', '<a href="&#106;avascript:alert(1)">x</a>'],
    ['a data: picture', '<img src="data:image/svg+xml;base64,PHN2Zz4=">'],
    ['an unquoted value', '<p class=x>y</p>'],
    ['a single-quoted value', "<p class='x'>y</p>"],
    ['a valueless attribute', '<ol reversed><li>x</li></ol>'],
    ['an attribute twice', '<p class="a" class="b">y</p>'],
    ['an id (clobbering)', '<p id="getElementById">y</p>'],
    ['a data- attribute', '<p data-x="1">y</p>'],
    ['an attribute on the wrong element', '<p href="/x">y</p>'],
    ['a value with markup in it', '<p title="--><script>alert(1)</script>">y</p>'],
    ['a comment', '<p>a<!-- b --></p>'],
    ['a bogus comment', '<p>a<!b></p>'],
    ['a processing instruction', '<?xml version="1.0"?><p>a</p>'],
    ['CDATA', '<p><![CDATA[x]]></p>'],
    ['a doctype', '<!DOCTYPE html><p>a</p>'],
    ['SVG', '<svg><a href="https://x">x</a></svg>'],
    ['MathML', '<math><mi>x</mi></math>'],
    ['a style element', '<style>p{}</style>'],
    ['a textarea', '<textarea>x</textarea>'],
    ['an iframe', '<iframe src="https://x"></iframe>'],
    ['a form', '<form action="https://x"><input name="a"></form>'],
    ['a template', '<template><img src="x" onerror="alert(1)"></template>'],
    ['a tag in capitals', '<P>x</P>'],
    ['an unclosed element', '<p>x'],
    ['a stray end tag', 'x</div>'],
    ['elements closed out of order', '<b><i>x</b></i>'],
    ['a self-closed element that is not void', '<p/>x'],
    ['an end tag of a void element', '<br></br>'],
    ['a block inside a paragraph', '<p><div>x</div></p>'],
    ['a link inside a link', '<a href="/a"><a href="/b">x</a></a>'],
    ['a lone <', '1 < 2'],
    ['a NUL character', '<p>a\u0000</p>'],
    ['an end tag with attributes', '<p>x</p class="y">'],
  ])('refuses %s', (_what, html) => {
    expect(isPlainHtml(html)).toBe(false);
  });

  it('reads a long text in linear time (no regular expression backtracks over it)', () => {
    const paragraph = '<p class="x">Texto con <a href="https://club.example/a">un enlace</a> y <strong>negrita</strong>.</p>';
    const long = paragraph.repeat(20_000);
    expect(isPlainHtml(long)).toBe(true);
    expect(isPlainHtml(`<p${' '.repeat(50_000)}x`)).toBe(false);
  });
});
