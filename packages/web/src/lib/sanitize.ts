import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

/** Links in club-authored HTML that open a new tab must not hand the opener to the target. */
function withLinkHook(purifier: Purifier): Purifier {
  // Without a DOM (the server renderer's module scope) DOMPurify has no API to configure.
  if (!purifier.isSupported) return purifier;
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && (node as Element).getAttribute('target') === '_blank') {
      (node as Element).setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

// In the browser DOMPurify works on the page's window; the server renderer hands in its own (jsdom) one.
let purifier: Purifier = withLinkHook(DOMPurify);

/** Server rendering: sanitise with a DOMPurify bound to a server-side window. */
export function setPurifier(serverPurifier: Purifier): void {
  purifier = withLinkHook(serverPurifier);
}

/** HTML from settings, posts and legal texts is sanitised before it reaches the DOM (DESIGN: data rules). */
export function sanitizeHtml(html: string): string {
  if (!purifier.isSupported) throw new Error('No DOM to sanitise HTML with: call setPurifier() first');
  return purifier.sanitize(html, { USE_PROFILES: { html: true } });
}
