import DOMPurify from 'dompurify';
import { isPlainHtml } from '@clubportal/contract/plain-html';

// Links in club-authored HTML that open a new tab must not hand the opener to the target.
if (DOMPurify.isSupported) {
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && (node as Element).getAttribute('target') === '_blank') {
      (node as Element).setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/**
 * HTML from settings, posts and legal texts is sanitised before it reaches the DOM (DESIGN: data rules), in the
 * browser, by DOMPurify on the page's window.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

/**
 * What the server renderer sends of club HTML, and so what hydration renders: the server has no DOM (issue 34:
 * jsdom alone held ~70 MB of its memory), so it sends plain HTML as it is (`isPlainHtml`, which DOMPurify would
 * leave untouched) and nothing (`null`) of any other, which the browser sanitises once the page has hydrated.
 */
export function serverRenderedHtml(html: string): string | null {
  return isPlainHtml(html) ? html : null;
}
