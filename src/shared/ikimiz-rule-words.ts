import { words } from './i18n/words';
import { MEMBER_NOTE_MAX } from './ikimiz-words';

/**
 * İkimiz's rules and notices (issue 34): the Turkish refusals of its rules (the server's, and the
 * forms' through the shared zod schemas), and the notifications and pushes it sends. Apart from the
 * cards' words (ikimiz-words.ts) so a list page does not carry them.
 */
export const ikimizRules = words('ikimiz-rule-words', 'ikimizRules', {
  ratingRange: 'Puan 1 ile 10 arasında olmalıdır.',
  noteMax: `Notunuz en fazla ${MEMBER_NOTE_MAX} karakter olabilir.`,
  ratingOnlyWhen: (status: string) => `Puan yalnızca '${status}' durumundaki kayıtlara verilebilir.`,
  wishOnlyWhen: (status: string) => `'İstiyorum' yalnızca '${status}' durumundaki kayıtlara eklenebilir.`,
  matchTitle: 'İkimiz de istiyoruz',
  matchMessage: (title: string) => `Eşleşme! İkiniz de ${title} istiyorsunuz.`,
  tonightOnlyWhen: (status: string) => `Yalnızca '${status}' durumundaki kayıtlar seçilebilir.`,
  tonightInvalid: 'Geçersiz seçim.',
  tonightNotification: (name: string, title: string) => `${name}: Bu akşam ${title} izleyelim!`,
} as const);
