import { describe, expect, it } from 'vitest';
import { signMemberCredential, verifyMemberCredential } from './member-credential.js';

const SECRET = 'a-club-secret-of-enough-length';
const NOW = new Date('2026-11-26T10:00:00.000Z');
const LATER = new Date('2026-11-26T22:00:00.000Z');

describe('member credential (the virtual card QR a door controller checks)', () => {
  it('names the member until it expires', () => {
    const code = signMemberCredential(SECRET, 42, LATER);
    expect(code).toMatch(/^CPM1\.42\.\d+\.[A-Za-z0-9_-]{22}$/);
    expect(verifyMemberCredential(SECRET, code, NOW)).toEqual({ ok: true, customerId: 42 });
    expect(verifyMemberCredential(SECRET, code, LATER)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses another member, a later expiry or another club’s secret', () => {
    const code = signMemberCredential(SECRET, 42, LATER);
    const [, , expires, mac] = code.split('.');
    expect(verifyMemberCredential(SECRET, `CPM1.43.${expires}.${mac}`, NOW)).toEqual({ ok: false, reason: 'forged' });
    expect(verifyMemberCredential(SECRET, `CPM1.42.${Number(expires) + 3600}.${mac}`, NOW)).toEqual({ ok: false, reason: 'forged' });
    expect(verifyMemberCredential('another-club-secret-of-length', code, NOW)).toEqual({ ok: false, reason: 'forged' });
  });

  it('refuses what is not a credential', () => {
    for (const text of ['', 'CPM1.42', 'CPM2.42.1.aaaaaaaaaaaaaaaaaaaaaa', 'CPM1.042.1.aaaaaaaaaaaaaaaaaaaaaa', '42.abc']) {
      expect(verifyMemberCredential(SECRET, text, NOW)).toEqual({ ok: false, reason: 'malformed' });
    }
  });
});
