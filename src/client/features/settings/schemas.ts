/**
 * The settings forms' shared schemas (zod and its Turkish locale, ~23 KB compressed), loaded with
 * the first 'Kaydet' instead of with the page (lib/validate-later.ts, decision 020).
 */
export { profileInput, spaceInput, specialDateInput } from '../../../shared/settings';
export { passwordChangeInput } from '../../../shared/account-security';
