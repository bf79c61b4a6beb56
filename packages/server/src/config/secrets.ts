import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A random secret generated once and kept in DATA_DIR, so sessions survive restarts without setup. */
export function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Where the generated door key is kept (DATA_DIR); `npm run door:rotate-key` replaces it. */
export const DOOR_KEY_FILE = 'door-key.pem';

/** A new Ed25519 private key, PEM (PKCS#8). */
export function newDoorKey(): string {
  return generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
}

/** The door key generated once and kept in DATA_DIR (0600), as the JWT secret is. */
export function persistedDoorKey(dataDir: string): string {
  const file = path.join(dataDir, DOOR_KEY_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8');
  const pem = newDoorKey();
  writeFileSync(file, pem, { mode: 0o600 });
  return pem;
}

/**
 * `npm run door:rotate-key`: a new door key in DATA_DIR (written beside the old one, then moved over it, 0600).
 * Every credential signed with the old key stops opening doors once the doors fetch the new public key.
 */
export function rotateDoorKey(dataDir: string): string {
  const file = path.join(dataDir, DOOR_KEY_FILE);
  const pem = newDoorKey();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(`${file}.new`, pem, { mode: 0o600 });
  chmodSync(`${file}.new`, 0o600);
  renameSync(`${file}.new`, file);
  return pem;
}
