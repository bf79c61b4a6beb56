import { createPrivateKey, generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { ConfigError } from './config/environment.js';
import { newDoorKey, rotateDoorKey } from './config/secrets.js';

describe('loadConfig', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const d = mkdtempSync(path.join(tmpdir(), 'cfg-'));
    dirs.push(d);
    return d;
  };
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('defaults to SQLite under DATA_DIR on port 3000', () => {
    const dir = dataDir();
    const c = loadConfig({ DATA_DIR: dir });
    expect(c.port).toBe(3000);
    expect(c.database).toEqual({ kind: 'sqlite', file: path.join(dir, 'clubportal.sqlite') });
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(existsSync(path.join(dir, 'jwt-secret'))).toBe(true);
  });

  it('runs the scheduled work unless RUN_JOBS=false', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).runJobs).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), RUN_JOBS: 'false' }).runJobs).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dataDir(), RUN_JOBS: 'no' })).toThrow(ConfigError);
  });

  it('generates a JWT secret once and keeps it in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(48);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
  });

  it('generates the door key once, its own Ed25519 key kept 0600 in DATA_DIR, and rotates it', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).doorPrivateKey;
    const file = path.join(dir, 'door-key.pem');
    expect(createPrivateKey(first).asymmetricKeyType).toBe('ed25519');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dir }).doorPrivateKey).toBe(first);
    const rotated = rotateDoorKey(dir);
    expect(rotated).not.toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dir }).doorPrivateKey).toBe(rotated);
  });

  it('takes the door key from DOOR_PRIVATE_KEY (line breaks written as \\n too) and refuses anything else', () => {
    const pem = newDoorKey();
    expect(loadConfig({ DATA_DIR: dataDir(), DOOR_PRIVATE_KEY: pem.replace(/\n/g, '\\n') }).doorPrivateKey).toBe(pem);
    expect(() => loadConfig({ DATA_DIR: dataDir(), DOOR_PRIVATE_KEY: 'x'.repeat(40) })).toThrow(/DOOR_PRIVATE_KEY must be an Ed25519/);
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    expect(() => loadConfig({ DATA_DIR: dataDir(), DOOR_PRIVATE_KEY: rsa })).toThrow(ConfigError);
  });

  it('uses PostgreSQL when DATABASE_URL says so', () => {
    const c = loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://u@127.0.0.1/db' });
    expect(c.database).toEqual({ kind: 'postgres', url: 'postgres://u@127.0.0.1/db' });
  });

  it('loads the demo club only into the quick start database unless SEED_DEMO=true (no published password in production)', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).seedDemo).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://u@127.0.0.1/db' }).seedDemo).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://u@127.0.0.1/db', SEED_DEMO: '' }).seedDemo).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://u@127.0.0.1/db', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('reads the partner sites: their origins, and the first one as the default partner address', () => {
    const c = loadConfig({ DATA_DIR: dataDir(), PARTNER_ORIGINS: 'https://app.partner.example/club/, https://other.example:8443' });
    expect(c.partners).toEqual({
      origins: ['https://app.partner.example', 'https://other.example:8443'],
      defaultUrl: 'https://app.partner.example/club',
    });
    expect(loadConfig({ DATA_DIR: dataDir() }).partners).toEqual({ origins: [], defaultUrl: undefined });
    expect(() => loadConfig({ DATA_DIR: dataDir(), PARTNER_ORIGINS: 'javascript:alert(1)' })).toThrow(ConfigError);
  });

  it('treats empty variables as unset', () => {
    const c = loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: '', SMTP_URL: '' });
    expect(c.database.kind).toBe('sqlite');
    expect(c.smtpUrl).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must be a postgres:// URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL must be smtp:// or smtps://'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
  ])('rejects %j naming the variable', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });

  it('strips the trailing slash of PUBLIC_URL and splits CORS origins', () => {
    const c = loadConfig({
      DATA_DIR: dataDir(),
      PUBLIC_URL: 'https://club.example/',
      CORS_ORIGINS: 'https://a.example, https://b.example',
    });
    expect(c.publicUrl).toBe('https://club.example');
    expect(c.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
  });
});
