import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

type OutputChunk = {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
  viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> };
};
type OutputAsset = { type: 'asset'; fileName: string };

/**
 * Writes `sw.js` (the portal's service worker, `service-worker/sw.js`) into the browser build with what it
 * keeps for offline use: the code of the first page (the entry and everything it imports), of the member
 * card and its page, their style sheets and the fonts. Its version is a hash of that list and of the worker
 * itself, so every build that changes them installs a new worker.
 *
 * `offlineModules`: source paths (ending) of the modules whose chunks must open offline.
 */
export function serviceWorker(opts: { enabled: boolean; shell: string; offlineModules: string[] }): Plugin {
  return {
    name: 'clubportal:service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (!opts.enabled) return;
      const files = Object.values(bundle) as Array<OutputChunk | OutputAsset>;
      const chunks = new Map(files.filter((f): f is OutputChunk => f.type === 'chunk').map((c) => [c.fileName, c]));
      const keep = new Set<string>();
      const visit = (chunk: OutputChunk | undefined) => {
        if (!chunk || keep.has(chunk.fileName)) return;
        keep.add(chunk.fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) keep.add(css);
        for (const asset of chunk.viteMetadata?.importedAssets ?? []) if (asset.endsWith('.woff2')) keep.add(asset);
        for (const imported of chunk.imports) visit(chunks.get(imported));
      };
      for (const chunk of chunks.values()) {
        if (chunk.isEntry || chunk.moduleIds.some((id) => opts.offlineModules.some((m) => id.replaceAll('\\', '/').endsWith(m))))
          visit(chunk);
      }
      for (const file of files) if (file.type === 'asset' && file.fileName.endsWith('.woff2')) keep.add(file.fileName);
      const precache = [...keep].sort().map((f) => `/${f}`);
      const source = readFileSync(new URL('./service-worker/sw.js', import.meta.url), 'utf8');
      const version = createHash('sha256').update(JSON.stringify(precache)).update(source).digest('hex').slice(0, 12);
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: `const VERSION = ${JSON.stringify(version)};\nconst SHELL = ${JSON.stringify(opts.shell)};\nconst PRECACHE = ${JSON.stringify(precache)};\n${source}`,
      });
    },
  };
}
