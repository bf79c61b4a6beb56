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
 * Thrown by {@link sanitizeHtml} in the server renderer for HTML it cannot judge without a DOM: the section
 * holding it is left to the browser (SanitizedHtml's boundary), which sanitises it with DOMPurify.
 */
export class HtmlLeftToBrowser extends Error {
  constructor() {
    super('Club HTML that is not plain: rendered in the browser');
  }
}

/**
 * HTML from settings, posts and legal texts is sanitised before it reaches the DOM (DESIGN: data rules). In the
 * browser DOMPurify does it on the page's window. The server renderer has no DOM (issue 34: jsdom alone held
 * ~70 MB of the server's memory): it passes plain HTML as it is (`isPlainHtml`, which DOMPurify would leave
 * untouched) and throws {@link HtmlLeftToBrowser} for anything else.
 */
export function sanitizeHtml(html: string): string {
  if (DOMPurify.isSupported) return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
  if (isPlainHtml(html)) return html;
  throw new HtmlLeftToBrowser();
}
