/**
 * The checks of sent values that every feature shares (a required field, an e-mail, a date, a body
 * that is no request): read by the zod contracts and the server, never by a page before its form,
 * so they are not in the shell's messages.ts (decision 020, amended 2026-11-27 (4)).
 */
import { words } from './i18n/words';

export const validationMessages = words('validation-words', 'validationMessages', {
  required: 'Bu alan zorunludur.',
  email: 'Geçerli bir e-posta adresi girin.',
  passwordMin: 'Şifre en az 8 karakter olmalıdır.',
  passwordMax: 'Şifre en fazla 200 karakter olabilir.',
  name: 'Lütfen adınızı girin.',
  nameMax: 'Ad en fazla 60 karakter olabilir.',
  date: 'Geçerli bir tarih girin.',
  invalidBody: 'İstek geçersiz. Lütfen bilgileri kontrol edin.',
  emailTaken: 'Bu e-posta adresi zaten kullanılıyor.',
  invalidCharacter: 'Metinde kullanılamayan bir karakter var.',
} as const);
