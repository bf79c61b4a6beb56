// Builds what is missing or older than its sources, so `npm start` works on a fresh clone and stays fast after.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Latest modification time of a file, or of any file below a folder. */
function newest(target) {
  if (!existsSync(target)) return 0;
  if (!statSync(target).isDirectory()) return statSync(target).mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(target, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

function stale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((s) => newest(path.join(root, s)) > built);
}

const run = (cmd) => execSync(cmd, { cwd: root, stdio: 'inherit' });

export function buildIfNeeded() {
  // tsc -b is incremental: a no-op when nothing changed.
  run('npx tsc -b packages/contract packages/server');
  if (
    stale(path.join(root, 'packages/web/dist/index.html'), [
      'packages/web/src',
      'packages/web/public',
      'packages/web/index.html',
      'packages/contract/src',
    ])
  ) {
    run('npm run build -w @clubportal/web');
  }
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfNeeded();
