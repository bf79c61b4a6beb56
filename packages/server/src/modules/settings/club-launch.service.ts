import type { Language } from '@clubportal/contract/languages';
import type { Db } from '../../db/dialect.js';
import { renderMessage } from '../../lib/messages.js';
import { findLaunch } from './club-launch.repository.js';
import { findSection } from './settings.repository.js';

/**
 * A club goes live once and stays live: once seen live, this process stops asking (every public page asks).
 * Before that the one-row read is a primary-key lookup.
 */
const seenLive = new WeakSet<Db>();

export async function isClubLive(db: Db): Promise<boolean> {
  if (seenLive.has(db)) return true;
  const { live } = await findLaunch(db);
  if (live) seenLive.add(db);
  return live;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/**
 * What a visitor sees before the club goes live: the club's name when the wizard saved one, else a neutral
 * sentence, in the visitor's language. A page of its own (no app, no settings needed), never an error page.
 */
export async function holdingPageHtml(db: Db, language: Language): Promise<string> {
  const stored = (await findSection(db, 'main')) as { name?: unknown } | undefined;
  const name = typeof stored?.name === 'string' && stored.name.trim() ? stored.name.trim() : null;
  const title = name ?? renderMessage('holdingTitle', {}, language);
  const sentence = name ? renderMessage('holdingNamed', { name }, language) : renderMessage('holdingNeutral', {}, language);
  return `<!doctype html>
<html lang="${language}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(title)}</title>
    <style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;color:#1f2933;background:#f5f7fa}main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:1.75rem;margin:0 0 1rem}p{font-size:1.125rem;line-height:1.5;margin:0.5rem 0}</style>
  </head>
  <body>
    <main>
      <h1>${escapeHtml(title)}</h1>
      <p>${escapeHtml(sentence)}</p>
      <p>${escapeHtml(renderMessage('holdingBack', {}, language))}</p>
    </main>
  </body>
</html>
`;
}
