import { z, password } from './validation';
import { accountSecurityMessages } from './account-security-words';

/** The words and the device shape live in account-security-words.ts (no zod; decision 020). */
export * from './account-security-words';

const a = accountSecurityMessages;

export const passwordChangeInput = z
  .object({
    currentPassword: z.string({ error: () => a.currentPasswordRequired }).min(1, { error: () => a.currentPasswordRequired }).max(200, { error: () => a.currentPasswordWrong }),
    newPassword: password,
    newPasswordAgain: z.string({ error: () => a.passwordMismatch }).max(200, { error: () => a.passwordMismatch }),
  })
  .refine((v) => v.newPassword === v.newPasswordAgain, { error: () => a.passwordMismatch, path: ['newPasswordAgain'] })
  .refine((v) => v.newPassword !== v.currentPassword, { error: () => a.passwordUnchanged, path: ['newPassword'] });
export type PasswordChangeInput = z.infer<typeof passwordChangeInput>;
