/**
 * The scripts of a served page. The web build marks its entry script with the first-paint script
 * (`data-paint-first`, packages/web/vite.config.ts). A page rendered on the server is whole in its HTML: it gets
 * the first-paint script in the entry's place, at low priority (it is needed only after the paint); that script
 * fetches the entry and its chunks (`data-entry`, `data-preload`, here instead of modulepreload links) once the
 * page has painted (web src/lib/paint-first.ts). A page rendered in the browser needs its code at once: it keeps
 * the entry and the preloads as built.
 */
const ENTRY = /<script type="module" crossorigin src="([^"]+)" data-paint-first="([^"]+)"><\/script>/;
const PRELOAD = /[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\r?\n?/g;

export function pageScripts(html: string, serverRendered: boolean): string {
  const entry = ENTRY.exec(html);
  if (!entry) return html;
  const [tag, src, paintFirst] = entry as unknown as [string, string, string];
  if (!serverRendered) return html.replace(tag, () => `<script type="module" crossorigin src="${src}"></script>`);
  const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1] as string);
  return html
    .replace(PRELOAD, '')
    .replace(
      tag,
      () =>
        `<script type="module" fetchpriority="low" crossorigin src="${paintFirst}" data-entry="${src}" data-preload="${preloads.join(' ')}"></script>`,
    );
}
