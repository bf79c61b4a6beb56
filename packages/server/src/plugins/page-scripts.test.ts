import { describe, expect, it } from 'vitest';
import { pageScripts } from './page-scripts.js';

const BUILT = [
  '<head>',
  '    <script type="module" crossorigin src="/assets/index-A.js" data-paint-first="/assets/paint-first-P.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/runtime-R.js">',
  '    <link rel="modulepreload" crossorigin href="/assets/vendor-V.js">',
  '    <link rel="stylesheet" crossorigin href="/assets/shell-S.css">',
  '</head>',
].join('\n');

describe('pageScripts', () => {
  it('gives a server-rendered page the first-paint script, with the entry and its chunks to fetch after the paint', () => {
    const html = pageScripts(BUILT, true);
    expect(html).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/paint-first-P.js" data-entry="/assets/index-A.js" data-preload="/assets/runtime-R.js /assets/vendor-V.js"></script>',
    );
    // Nothing fetches the app's code before the paint; the style sheet stays.
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('src="/assets/index-A.js"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/shell-S.css">');
  });

  it('leaves a page rendered in the browser its entry and preloads as built, without the mark', () => {
    const html = pageScripts(BUILT, false);
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-A.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/vendor-V.js">');
    expect(html).not.toContain('paint-first');
  });

  it('serves a build without the mark as it is', () => {
    const plain = '<script type="module" crossorigin src="/assets/index.js"></script>';
    expect(pageScripts(plain, true)).toBe(plain);
  });
});
