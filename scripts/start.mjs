// `npm start`: build if needed, then serve the portal (SQLite under ./data and the demo club by default).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';

buildIfNeeded();
const server = spawn(process.execPath, [path.resolve(import.meta.dirname, '../packages/server/dist/main.js')], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
