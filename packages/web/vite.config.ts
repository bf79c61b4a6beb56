import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { serviceWorker } from './vite-plugin-service-worker';

/**
 * Preloads the body font from the page's head: found only once the style sheet has been applied, it would
 * arrive after the first layout and lay the whole page out again (a long task on a phone).
 */
function preloadFonts(): Plugin {
  return {
    name: 'clubportal:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const fonts = Object.keys(ctx.bundle ?? {}).filter((file) => file.endsWith('.woff2'));
        return fonts.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head',
        }));
      },
    },
  };
}

/**
 * Names the first-paint script (src/paint-first.ts) on the app's entry script, `data-paint-first`: the server
 * serves a server-rendered page with that script in the entry's place (static-web.ts), the others as built.
 */
function markPaintFirst(): Plugin {
  return {
    name: 'clubportal:paint-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find((file) => file.type === 'chunk' && file.isEntry && file.name === 'paint-first');
        if (!chunk) throw new Error('the build has no paint-first entry');
        const marked = html.replace(
          /<script type="module" crossorigin src="([^"]+)"><\/script>/,
          (tag, src: string) => `<script type="module" crossorigin src="${src}" data-paint-first="/${chunk.fileName}"></script>`,
        );
        if (marked === html) throw new Error('index.html has no module entry script');
        return marked;
      },
    },
  };
}

/**
 * The server renderer never renders the staff console (`/staff/*` is rendered in the browser): in its bundle the
 * console's entry (app/router.tsx's only import of features/staff) is a stand-in, so the server does not hold the
 * console's code, ~40 % of the app's (issue 34's memory row in the bench).
 */
function staffConsoleOutOfServerRenderer(): Plugin {
  const standIn = '\0clubportal:staff-app-stand-in';
  return {
    name: 'clubportal:staff-console-out-of-ssr',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source === '../features/staff/staff-app' ? standIn : null;
    },
    load(id) {
      return id === standIn ? 'export function StaffApp() { return null; }' : null;
    },
  };
}

/**
 * The staff console's strings (each locale's `staff`, two thirds of it) are never rendered by the server renderer,
 * only sent with a staff page (entry-server.tsx `pageMessages`): in its bundle they are files beside it,
 * dist/server/staff-texts/<language>.json, read when a staff page first asks, instead of six languages' JSON and
 * their parsed objects held by every server from its start (issue 34's memory row in the bench).
 */
function staffTextsBesideServerRenderer(): Plugin {
  const staffTexts = new Map<string, unknown>();
  return {
    name: 'clubportal:staff-texts-beside-ssr',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const language = /\/src\/i18n\/locales\/([\w-]+)\.json$/.exec(id)?.[1];
      if (!language) return null;
      const { staff, ...rest } = JSON.parse(code) as Record<string, unknown>;
      staffTexts.set(language, staff);
      return { code: JSON.stringify(rest), map: null };
    },
    // Written by hand: a server build emits no assets of its own (Vite's `ssrEmitAssets`).
    writeBundle({ dir }) {
      if (!dir) throw new Error('the server renderer is built without an output folder');
      mkdirSync(path.join(dir, 'staff-texts'), { recursive: true });
      for (const [language, texts] of staffTexts) writeFileSync(path.join(dir, 'staff-texts', `${language}.json`), JSON.stringify(texts));
    },
  };
}

const apiTarget = process.env.CLUBPORTAL_API ?? 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    preloadFonts(),
    markPaintFirst(),
    ...(isSsrBuild ? [staffConsoleOutOfServerRenderer(), staffTextsBesideServerRenderer()] : []),
    // The installable app's worker: keeps the first page's code, the member card, the offline start and a login-only page (no one's data) for offline use.
    serviceWorker({
      enabled: !isSsrBuild,
      shell: '/member-card',
      offlineModules: [
        'src/features/member-card/components/member-card-dialog.tsx',
        'src/app/pages/member-card-route.tsx',
        'src/app/pages/offline-start.tsx',
      ],
    }),
  ],
  // 'source' makes Vite read @clubportal/contract's TypeScript directly: no contract build needed.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  // The server renderer (`vite build --ssr src/entry-server.tsx`, into dist/server): every package, the contract
  // too, stays an import the server resolves from node_modules, so the renderer shares the server's own copy of
  // the contract's modules (its built dist) instead of holding a second one (issue 34: memory).
  ssr: {
    resolve: { conditions: ['source', ...defaultServerConditions] },
    external: ['@clubportal/contract'],
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2022',
    sourcemap: false,
    // The public folder belongs to the browser build only.
    copyPublicDir: !isSsrBuild,
    // One file for the server renderer: the server re-imports it after a rebuild (see static-web.ts).
    // In the browser, everything the first page needs is one chunk beside the entry: served over HTTP/1.1
    // (six connections) the dozens of small shared chunks queued the style sheet and the hero image behind
    // them and delayed the first paint; pages and later features stay chunks of their own.
    // The first-paint script is an entry of its own, kept out of the shell (it must load nothing else).
    rolldownOptions: {
      input: isSsrBuild ? undefined : { index: 'index.html', 'paint-first': 'src/paint-first.ts' },
      output: {
        // The server holds its renderer's source in memory as long as it runs (issue 34): without the comments,
        // and in ASCII (one character with a code above 255, ’ in the translations, makes V8 keep it all in
        // two bytes per character).
        ...(isSsrBuild ? { comments: false, charset: 'ascii' as const } : {}),
        codeSplitting: isSsrBuild
          ? false
          : {
              groups: [
                { name: 'vendor', tags: ['$initial'], test: /node_modules/ },
                { name: 'shell', tags: ['$initial'], test: /[\\/]src[\\/](?!main\.tsx$)(?!.*paint-first)/ },
              ],
            },
      },
    },
  },
}));
