import { describe, expect, it } from 'vitest';
import { currentPasswordError, newPasswordError, repeatPasswordError } from './password-rules';

describe('password rules', () => {
  it("a new password is required and at least 5 characters ('Minimun length is 5')", () => {
    expect(newPasswordError('')).toBe('messages.required');
    expect(newPasswordError('1234')).toBe('messages.minLength5');
    expect(newPasswordError('12345')).toBeUndefined();
  });

  it('the repeated password follows the same rules, then must match', () => {
    expect(repeatPasswordError('', 'abcde')).toBe('messages.required');
    expect(repeatPasswordError('abc', 'abc')).toBe('messages.minLength5');
    expect(repeatPasswordError('abcdf', 'abcde')).toBe('messages.passwordMismatch');
    expect(repeatPasswordError('abcde', 'abcde')).toBeUndefined();
  });

  it('the current password is only required', () => {
    expect(currentPasswordError('')).toBe('messages.required');
    expect(currentPasswordError('x')).toBeUndefined();
  });
});
