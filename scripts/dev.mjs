// `npm run dev`: the API with reload (tsx watch) on :3000 and Vite's dev server on :5173 proxying /api.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const children = [
  spawn('npx', ['tsx', 'watch', '--conditions=source', 'packages/server/src/main.ts'], { cwd: root, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@clubportal/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
children.forEach((c) =>
  c.on('exit', (code) => {
    if (code) {
      stop();
      process.exit(code);
    }
  }),
);
