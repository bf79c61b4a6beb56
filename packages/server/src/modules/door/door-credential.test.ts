import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { doorKeyFrom, keyIdOf, signDoorCredential, verifyDoorCredential, type DoorClaims } from './door-credential.js';

const pem = () => generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
const key = doorKeyFrom(pem());
const door = { publicKey: key.publicKey, keyId: key.keyId };
const NBF = 1_795_000_000;
const claims: DoorClaims = { jti: 'c1', kind: 'booking', sub: 7, bkg: 42, nbf: NBF, exp: NBF + 3600 };
const at = (s: number) => new Date(s * 1000);

describe('door credentials', () => {
  it('opens within its window, with only the public key', () => {
    const code = signDoorCredential(key, claims);
    expect(verifyDoorCredential(door, code, at(NBF))).toEqual({ ok: true, claims });
    expect(verifyDoorCredential(door, code, at(NBF - 1))).toEqual({ ok: false, reason: 'notYetValid' });
    expect(verifyDoorCredential(door, code, at(NBF + 3600))).toEqual({ ok: false, reason: 'expired' });
    expect(verifyDoorCredential(door, code, at(NBF), new Set(['c1']))).toEqual({ ok: false, reason: 'revoked' });
  });

  it('carries nothing personal: an opaque id, the subject, the booking and the window', () => {
    const [header, payload] = signDoorCredential(key, claims).split('.') as [string, string];
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ alg: 'EdDSA', kid: key.keyId, typ: 'door-credential' });
    expect(Object.keys(JSON.parse(Buffer.from(payload, 'base64url').toString()))).toEqual(['jti', 'kind', 'sub', 'bkg', 'nbf', 'exp']);
  });

  it('is deterministic: the same claims give the same code', () => {
    expect(signDoorCredential(key, claims)).toBe(signDoorCredential(key, claims));
  });

  it('refuses a changed payload, another key and a rotated key', () => {
    const [h, , s] = signDoorCredential(key, claims).split('.') as [string, string, string];
    const longer = Buffer.from(JSON.stringify({ ...claims, exp: NBF + 86_400 * 365 })).toString('base64url');
    expect(verifyDoorCredential(door, `${h}.${longer}.${s}`, at(NBF))).toEqual({ ok: false, reason: 'forged' });

    const other = doorKeyFrom(pem());
    // Signed by a key that claims the club's key id: the signature gives it away.
    const impostor = signDoorCredential({ ...other, keyId: key.keyId }, claims);
    expect(verifyDoorCredential(door, impostor, at(NBF))).toEqual({ ok: false, reason: 'forged' });
    // After a rotation the door holds the new key: codes of the old one open nothing.
    expect(verifyDoorCredential({ publicKey: other.publicKey, keyId: other.keyId }, signDoorCredential(key, claims), at(NBF))).toEqual({
      ok: false,
      reason: 'otherKey',
    });
    expect(keyIdOf(other.publicKey)).not.toBe(key.keyId);
  });

  it('refuses what is not a door credential (a session token, garbage, the old HMAC codes)', () => {
    const jwtLike = `${Buffer.from('{"alg":"HS256"}').toString('base64url')}.${Buffer.from('{"sub":"7"}').toString('base64url')}.abc`;
    for (const content of ['', 'CPM1.7.1795000000.abcdefghijklmnopqrstuv', '42.abcdefghijklmnopqrstuv', jwtLike, 'a.b.c.d'])
      expect(verifyDoorCredential(door, content, at(NBF))).toEqual({ ok: false, reason: 'malformed' });
  });
});
