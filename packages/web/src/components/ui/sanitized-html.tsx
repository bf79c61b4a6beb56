import { useMemo, type ReactNode } from 'react';
import { sanitizeHtml } from '../../lib/sanitize';

/**
 * HTML written by the club (legal texts, mails, dynamic-form blocks), sanitised with DOMPurify before it
 * reaches the DOM. `fallback` shows instead when nothing is left to show.
 */
export function SanitizedHtml({ html, className, fallback = null }: { html: string; className?: string; fallback?: ReactNode }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  if (!clean.trim()) return <>{fallback}</>;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
