import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { RECOVERY_CODE_COUNT } from '@clubportal/contract/staff';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 s. One step either side absorbs clock drift. */
const PERIOD = 30;
const WINDOW = 1;

function totpOf(secretBase32: string, issuer: string, label: string): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secretBase32) });
}

/** A new 160-bit secret and the otpauth:// URI an authenticator app scans. */
export function newTotpSecret(issuer: string, label: string): { secret: string; uri: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, uri: totpOf(secret, issuer, label).toString() };
}

/**
 * The time step a code belongs to, when it is right at `now` (within the window), else null. The caller
 * accepts it only above the last step used, so a code works once.
 */
export function totpStep(secretBase32: string, code: string, now: Date): number | null {
  const delta = totpOf(secretBase32, 'x', 'x').validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / PERIOD) + delta;
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const normalise = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');
export const hashRecoveryCode = (code: string) => createHash('sha256').update(normalise(code)).digest('hex');

/** RECOVERY_CODE_COUNT one-use codes (`xxxxx-xxxxx`, about 49 bits each), shown once; only their hashes are kept. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(10)].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  return { codes, hashes: codes.map(hashRecoveryCode) };
}

export const looksLikeTotp = (code: string) => /^\d{6}$/.test(code.trim());
