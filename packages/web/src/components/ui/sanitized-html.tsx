import { useMemo, type ReactNode } from 'react';
import { useInBrowser } from '../../lib/use-in-browser';
import { sanitizeHtml, serverRenderedHtml } from '../../lib/sanitize';

type Props = {
  html: string;
  className?: string;
  lang?: string | undefined;
  fallback?: ReactNode;
};

/**
 * HTML written by the club (legal texts, mails, dynamic-form blocks), sanitised with DOMPurify before it
 * reaches the DOM. `fallback` shows instead when nothing is left to show; `lang` says the language it is
 * written in when that may not be the page's (a mail sent earlier).
 *
 * The server renderer sends plain HTML as it is and nothing of any other (lib/sanitize.ts); hydration renders
 * the same, then the browser sanitises it with DOMPurify. No `<Suspense>` boundary of its own: the page is
 * marked ready once each boundary the server sent has hydrated, and only `HydrationSection`s say they have.
 */
export function SanitizedHtml({ html, className, lang, fallback = null }: Props) {
  const inBrowser = useInBrowser();
  const clean = useMemo(() => (inBrowser ? sanitizeHtml(html) : serverRenderedHtml(html)), [html, inBrowser]);
  if (clean === null) return null;
  if (!clean.trim()) return <>{fallback}</>;
  return <div className={className} lang={lang} dangerouslySetInnerHTML={{ __html: clean }} />;
}
