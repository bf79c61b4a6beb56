import { Suspense, useMemo, type ReactNode } from 'react';
import { sanitizeHtml } from '../../lib/sanitize';

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
 * Its own `<Suspense>` boundary: the server renderer sends plain HTML as it is and throws for any other
 * (lib/sanitize.ts), and React then sends the boundary empty and renders it in the browser, where DOMPurify
 * sanitises it; the rest of the page is still rendered on the server.
 */
export function SanitizedHtml(props: Props) {
  return (
    <Suspense fallback={null}>
      <Sanitized {...props} />
    </Suspense>
  );
}

function Sanitized({ html, className, lang, fallback = null }: Props) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  if (!clean.trim()) return <>{fallback}</>;
  return <div className={className} lang={lang} dangerouslySetInnerHTML={{ __html: clean }} />;
}
