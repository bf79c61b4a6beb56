import { describe, expect, it } from 'vitest';
import { signNewsletterToken, verifyNewsletterToken } from './newsletter-links.js';

const secret = 'test-secret';

describe('newsletter link tokens', () => {
  it('gives back the subscriber of a confirmation link before it expires', () => {
    const token = signNewsletterToken(secret, 42, 'confirm', 1_000);
    expect(verifyNewsletterToken(secret, token, 'confirm', 999)).toBe(42);
    expect(verifyNewsletterToken(secret, token, 'confirm', 1_000)).toBe(42);
  });

  it('refuses an expired confirmation, a link for another purpose, another secret and a changed id', () => {
    const token = signNewsletterToken(secret, 42, 'confirm', 1_000);
    expect(verifyNewsletterToken(secret, token, 'confirm', 1_001)).toBeNull();
    expect(verifyNewsletterToken(secret, token, 'unsubscribe', 0)).toBeNull();
    expect(verifyNewsletterToken('other', token, 'confirm', 0)).toBeNull();
    expect(verifyNewsletterToken(secret, token.replace(/^42-/, '43-'), 'confirm', 0)).toBeNull();
    expect(verifyNewsletterToken(secret, 'garbage', 'confirm', 0)).toBeNull();
  });

  it('keeps an unsubscribe link working for ever', () => {
    const token = signNewsletterToken(secret, 7, 'unsubscribe', 0);
    expect(verifyNewsletterToken(secret, token, 'unsubscribe', 4_000_000_000)).toBe(7);
  });
});
