import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.CLUBPORTAL_API ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  // 'source' makes Vite read @clubportal/contract's TypeScript directly: no contract build needed.
  resolve: { conditions: ['source', ...defaultClientConditions] },
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
  },
});
