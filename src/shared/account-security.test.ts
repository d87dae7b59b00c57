import { describe, expect, it } from 'vitest';
import { passwordChangeInput } from './account-security';
import { firstMessage } from './validation';

const firstError = (value: unknown) => {
  const parsed = passwordChangeInput.safeParse(value);
  return parsed.success ? null : firstMessage(parsed.error);
};

describe('passwordChangeInput', () => {
  it('accepts the current password and a new one of 8 to 200 characters typed twice', () => {
    expect(firstError({ currentPassword: 'eski', newPassword: '12345678', newPasswordAgain: '12345678' })).toBeNull();
    expect(firstError({ currentPassword: 'eski', newPassword: 'ş'.repeat(200), newPasswordAgain: 'ş'.repeat(200) })).toBeNull();
  });

  it.each([
    ['no current password', { currentPassword: '', newPassword: '12345678', newPasswordAgain: '12345678' }, 'Lütfen mevcut şifrenizi girin.'],
    ['nothing at all', {}, 'Lütfen mevcut şifrenizi girin.'],
    ['a short new password (the setup rule)', { currentPassword: 'eski', newPassword: '1234567', newPasswordAgain: '1234567' }, 'Şifre en az 8 karakter olmalıdır.'],
    ['a short one typed differently: the length is said first', { currentPassword: 'eski', newPassword: '1234567', newPasswordAgain: 'x' }, 'Şifre en az 8 karakter olmalıdır.'],
    ['a too long new password', { currentPassword: 'eski', newPassword: 'x'.repeat(201), newPasswordAgain: 'x'.repeat(201) }, 'Şifre en fazla 200 karakter olabilir.'],
    ['two different new passwords', { currentPassword: 'eski', newPassword: '12345678', newPasswordAgain: '12345679' }, 'Yeni şifreler birbiriyle eşleşmiyor.'],
    ['the repeat missing', { currentPassword: 'eski', newPassword: '12345678' }, 'Yeni şifreler birbiriyle eşleşmiyor.'],
    ['the current password again', { currentPassword: 'ayni-sifre', newPassword: 'ayni-sifre', newPasswordAgain: 'ayni-sifre' }, 'Yeni şifre mevcut şifrenizle aynı olamaz.'],
  ])('refuses %s in Turkish', (_what, value, message) => {
    expect(firstError(value)).toBe(message);
  });

  it('keeps passwords as typed (no trimming: a space is a character of a password)', () => {
    const parsed = passwordChangeInput.parse({ currentPassword: ' eski ', newPassword: ' yeni-sifre ', newPasswordAgain: ' yeni-sifre ' });
    expect(parsed).toEqual({ currentPassword: ' eski ', newPassword: ' yeni-sifre ', newPasswordAgain: ' yeni-sifre ' });
  });
});
