import DOMPurify from 'dompurify';

/** HTML from settings, posts and legal texts is sanitised before it reaches the DOM (DESIGN: data rules). */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

// Links in club-authored HTML that open a new tab must not hand the opener to the target.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node instanceof HTMLAnchorElement && node.target === '_blank') node.rel = 'noopener noreferrer';
});
