import { describe, expect, it } from 'vitest';
import { isLoginEmail, loginFailureMessage } from './login-rules';

const t = (key: string) => `t:${key}`;

describe('login rules', () => {
  it('accepts only user names containing "@"', () => {
    expect(isLoginEmail('ana@example.com')).toBe(true);
    expect(isLoginEmail('600123123')).toBe(false);
  });

  it("shows the server's message, translating the ones the portal knows", () => {
    expect(loginFailureMessage('Too many failed attempts.', t)).toBe('Too many failed attempts.');
    expect(loginFailureMessage('Invalid Email or Password', t)).toBe('t:auth.invalidCredentials');
    expect(loginFailureMessage('', t)).toBe('t:auth.invalidCredentials');
    expect(loginFailureMessage(undefined, t)).toBe('t:auth.invalidCredentials');
  });
});
