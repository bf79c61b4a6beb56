import { execFile } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { createCustomer, loginAs } from '../../test/factories.js';
import { ManualClock } from '../../test/manual-clock.js';
import { grantSeasonPass } from '../member-card/index.js';

/**
 * The door controller's example (docs/examples/door-verify.mjs), run as a door runs it: a separate process holding
 * only the public key and the revocation list saved from the API, checking real credentials of a test app. The
 * example reads the real clock, so the test's clock is now.
 */
const example = fileURLToPath(new URL('../../../../../docs/examples/door-verify.mjs', import.meta.url));
const clock = new ManualClock(new Date(Math.floor(Date.now() / 1000) * 1000));
let app: Awaited<ReturnType<typeof buildTestApp>>;
const dir = mkdtempSync(path.join(tmpdir(), 'door-verify-'));

beforeAll(async () => {
  const key = generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  app = await buildTestApp({ clock, env: { DOOR_PRIVATE_KEY: key } });
});
afterAll(() => app.close());

/** Saves what a door fetched, as the API answered it. */
async function save(name: string, url: string): Promise<string> {
  const file = path.join(dir, name);
  writeFileSync(file, (await app.inject({ url })).body);
  return file;
}

async function door(code: string, withList = true): Promise<{ exit: number; answer: Record<string, unknown> }> {
  const args = [
    example,
    await save('public-key.json', '/api/door/public-key'),
    ...(withList ? [await save('revoked.json', '/api/door/revoked')] : []),
    code,
  ];
  try {
    const { stdout } = await promisify(execFile)(process.execPath, args);
    return { exit: 0, answer: JSON.parse(stdout) };
  } catch (err) {
    const e = err as { code: number; stdout: string };
    return { exit: e.code, answer: JSON.parse(e.stdout) };
  }
}

describe('the door controller’s offline example', () => {
  it('opens for a member card, refuses it forged, and refuses it once revoked', async () => {
    const c = await createCustomer(app);
    await grantSeasonPass(app.db, clock, { customerId: c.id, name: 'Abono', startsOn: '2020-01-01', endsOn: null });
    const member = await loginAs(app, c.email, c.password);
    const code = (await app.inject({ url: '/api/publicaccesscontrol/qr', headers: member.headers })).json().model.content as string;

    expect(await door(code)).toMatchObject({ exit: 0, answer: { open: true, kind: 'member', customer: c.id, booking: null } });
    const [h, p, s] = code.split('.');
    const other = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p!, 'base64url').toString()), sub: c.id + 1 })).toString(
      'base64url',
    );
    expect(await door(`${h}.${other}.${s}`)).toEqual({ exit: 1, answer: { open: false, reason: 'forged' } });
    expect(await door('not a code')).toEqual({ exit: 1, answer: { open: false, reason: 'malformed' } });

    // Logged out: the card's code is revoked; a door with the new list refuses it, one without it still opens (offline).
    expect((await app.inject({ method: 'POST', url: '/api/door/credentials/revoke', headers: member.headers })).statusCode).toBe(200);
    expect(await door(code)).toEqual({ exit: 1, answer: { open: false, reason: 'revoked' } });
    expect((await door(code, false)).exit).toBe(0);
  });
});
