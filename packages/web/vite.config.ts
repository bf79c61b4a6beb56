import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.CLUBPORTAL_API ?? 'http://localhost:3000';

/**
 * Preloads the font files of the first screen's text (body 400, page titles 800). Without it the browser
 * asks for them only once the page's layout needs them, and the title repaints in its font late: on a slow
 * phone that repaint was the page's largest contentful paint.
 */
function preloadFirstScreenFonts(files: RegExp[]): Plugin {
  return {
    name: 'preload-first-screen-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, ctx) =>
        Object.keys(ctx.bundle ?? {})
          .filter((name) => files.some((file) => file.test(name)))
          .map((name) => ({ tag: 'link', attrs: { rel: 'preload', href: `/${name}`, as: 'font', type: 'font/woff2', crossorigin: '' }, injectTo: 'head' })),
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), preloadFirstScreenFonts([/montserrat-latin-400-normal-[\w-]+\.woff2$/, /montserrat-latin-800-normal-[\w-]+\.woff2$/])],
  // 'source' makes Vite read @clubportal/contract's TypeScript directly: no contract build needed.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  // The server renderer (`vite build --ssr src/entry-server.tsx`, into dist/server): the contract is bundled
  // from source; other packages stay imports the server resolves from node_modules.
  ssr: {
    resolve: { conditions: ['source', ...defaultServerConditions] },
    noExternal: ['@clubportal/contract'],
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
    ...(isSsrBuild ? { rolldownOptions: { output: { codeSplitting: false } } } : {}),
  },
}));
