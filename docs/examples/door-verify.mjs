#!/usr/bin/env node
/**
 * A door controller's check of a scanned code, offline: it holds only the club's public key (saved from
 * GET /api/door/public-key) and, when it can, the last revocation list (GET /api/door/revoked). Nothing else
 * is needed: no session, no secret, no call to the club at the moment of the scan. Node.js 20+, no packages.
 *
 *   node door-verify.mjs public-key.json [revoked.json] <code>
 *
 * Prints one JSON line, {"open":true,"customer":..,"booking":..,"until":..} or {"open":false,"reason":".."},
 * and exits 0 when the door opens, 1 when it stays shut, 2 on a usage error.
 */
import { createPublicKey, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const TYPE = 'door-credential';

function json(part) {
  try {
    const value = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}
const whole = (v) => Number.isSafeInteger(v) && v > 0;

/**
 * Checks `code` with the published key: `key` is the `model` of GET /api/door/public-key (its `keyId` and
 * `pem`, or `jwk`); `revoked` the ids of GET /api/door/revoked. Returns why the door stays shut, or the claims.
 */
export function verifyDoorCode(key, code, now = new Date(), revoked = new Set()) {
  const parts = String(code).trim().split('.');
  if (parts.length !== 3 || parts.some((p) => !/^[A-Za-z0-9_-]+$/.test(p))) return { open: false, reason: 'malformed' };
  const [h, p, s] = parts;
  const header = json(h);
  const claims = json(p);
  if (!header || !claims || header.alg !== 'EdDSA' || header.typ !== TYPE) return { open: false, reason: 'malformed' };
  // A code signed with another key (another club's, or from before the club rotated its key) is not checked further.
  if (header.kid !== key.keyId) return { open: false, reason: 'otherKey' };
  const publicKey = key.pem ? createPublicKey(key.pem) : createPublicKey({ key: key.jwk, format: 'jwk' });
  if (!verify(null, Buffer.from(`${h}.${p}`), publicKey, Buffer.from(s, 'base64url'))) return { open: false, reason: 'forged' };
  const { jti, kind, sub, bkg, nbf, exp } = claims;
  if (typeof jti !== 'string' || (kind !== 'member' && kind !== 'booking') || !whole(sub) || !whole(nbf) || !whole(exp))
    return { open: false, reason: 'malformed' };
  const seconds = Math.floor(now.getTime() / 1000);
  if (seconds < nbf) return { open: false, reason: 'notYetValid' };
  if (seconds >= exp) return { open: false, reason: 'expired' };
  if (revoked.has(jti)) return { open: false, reason: 'revoked' };
  return { open: true, kind, customer: sub, booking: kind === 'booking' ? bkg : null, until: new Date(exp * 1000).toISOString() };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  if (args.length < 2 || args.length > 3) {
    console.error('usage: node door-verify.mjs public-key.json [revoked.json] <code>');
    process.exit(2);
  }
  const read = (file) => {
    const body = JSON.parse(readFileSync(file, 'utf8'));
    return body.model ?? body; // the API's answer as saved, or its model alone
  };
  const key = read(args[0]);
  const revoked = new Set(args.length === 3 ? read(args[1]).revoked : []);
  const answer = verifyDoorCode(key, args.at(-1), new Date(), revoked);
  process.stdout.write(`${JSON.stringify(answer)}\n`);
  process.exit(answer.open ? 0 : 1);
}
