import { useMemo, type ReactNode } from 'react';
import { sanitizeHtml } from '../../lib/sanitize';

/**
 * HTML written by the club (legal texts, mails, dynamic-form blocks), sanitised with DOMPurify before it
 * reaches the DOM. `fallback` shows instead when nothing is left to show; `lang` says the language it is
 * written in when that may not be the page's (a mail sent earlier).
 */
export function SanitizedHtml({
  html,
  className,
  lang,
  fallback = null,
}: {
  html: string;
  className?: string;
  lang?: string | undefined;
  fallback?: ReactNode;
}) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  if (!clean.trim()) return <>{fallback}</>;
  return <div className={className} lang={lang} dangerouslySetInnerHTML={{ __html: clean }} />;
}
