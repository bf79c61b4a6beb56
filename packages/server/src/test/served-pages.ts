import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '@clubportal/contract/languages';

const LOCALES = fileURLToPath(new URL('../../../web/src/i18n/locales/', import.meta.url));

/**
 * A folder standing in for the built web app whose renderer gives the page's language the web app's own
 * strings (its locale files) and a plain body: what the server writes into a shared page's <head> (its
 * title, description, share image) can be read as a link preview would, in each language.
 */
export function servedPagesDist(): { webDist: string; remove(): void } {
  const messages = Object.fromEntries(
    LANGUAGES.map((language) => [language, JSON.parse(readFileSync(path.join(LOCALES, `${language}.json`), 'utf8')) as unknown]),
  );
  const webDist = mkdtempSync(path.join(tmpdir(), 'clubportal-web-'));
  mkdirSync(path.join(webDist, 'server'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html>\n<html lang="es-ES">\n  <head>\n    <title>ClubPortal</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>',
  );
  writeFileSync(
    path.join(webDist, 'server', 'entry-server.js'),
    `const MESSAGES = ${JSON.stringify(messages)};
export function messages(language) { return MESSAGES[language]; }
export async function render({ url }) { return { kind: 'html', status: 200, html: '<main>' + url + '</main>', title: '', state: {}, themeCss: '' }; }
`,
  );
  return { webDist, remove: () => rmSync(webDist, { recursive: true, force: true }) };
}
