import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Seals a small secret for the database (AES-256-GCM, a key derived with HKDF from the server's own secret and
 * a purpose), so a copy of the database alone does not reveal it: the staff's authenticator secrets. A value
 * stored before sealing began (no `v1.` prefix) opens as it is; one sealed under another server secret opens to
 * null (its owner enrols again: `npm run staff:owner -- --reset-2fa`).
 */
export type SecretBox = { seal(plain: string): string; open(stored: string): string | null };

const PREFIX = 'v1.';

export function secretBox(serverSecret: string, purpose: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, 'clubportal', purpose, 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return PREFIX + [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
    },
    open(stored) {
      if (!stored.startsWith(PREFIX)) return stored;
      const [iv, tag, sealed] = stored
        .slice(PREFIX.length)
        .split('.')
        .map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !sealed) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv);
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
