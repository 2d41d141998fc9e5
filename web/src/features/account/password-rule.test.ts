import { describe, expect, it } from 'vitest';
import { strengthOf } from './components/password-strength';
import { loadCommonPasswords, passwordProblem } from './password-rule';

// The boundaries of auth.PasswordProblem (internal/auth/password.go), as the web app mirrors them.
describe('the password rule', () => {
  it('refuses what the server refuses, at its bounds', async () => {
    await loadCommonPasswords();
    expect(passwordProblem('seven c')).toBe('too_short');
    expect(passwordProblem('bay view')).toBeUndefined();
    // Eight characters, counted as the server counts them (code points), not UTF-16 units.
    expect(passwordProblem('bahía🌴ok')).toBeUndefined();
    expect(passwordProblem('x'.repeat(128))).toBeUndefined();
    expect(passwordProblem('x'.repeat(129))).toBe('too_long');
    expect(passwordProblem('password1')).toBe('too_common');
    expect(passwordProblem('PassWord1')).toBe('too_common');
  });

  it('never rates a refused password fair or better', async () => {
    await loadCommonPasswords();
    expect(strengthOf('bay vie')).toBe('tooShort');
    expect(strengthOf('password1')).toBe('tooCommon');
    expect(strengthOf('qwertyuiop')).toBe('tooCommon');
    expect(strengthOf('x'.repeat(129))).toBe('tooLong');
    expect(strengthOf('bay view')).toBe('fair');
    expect(strengthOf('bay view sky')).toBe('good');
    expect(strengthOf('bayshore sunsets')).toBe('strong');
  });
});
