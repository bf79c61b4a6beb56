import { describe, expect, it } from 'vitest';
import { loginFailureMessage } from './login-rules';

const t = (key: string) => `t:${key}`;
const word = (message: string) => `word:${message}`;

describe('login failure message', () => {
  it("shows the server's message, translating the ones the portal knows", () => {
    expect(loginFailureMessage('Too many failed attempts.', t, word)).toBe('Too many failed attempts.');
    expect(loginFailureMessage('Invalid Email or Password', t, word)).toBe('t:auth.invalidCredentials');
    expect(loginFailureMessage('The field is required', t, word)).toBe('word:The field is required');
    expect(loginFailureMessage('', t, word)).toBe('t:auth.invalidCredentials');
    expect(loginFailureMessage(undefined, t, word)).toBe('t:auth.invalidCredentials');
  });
});
