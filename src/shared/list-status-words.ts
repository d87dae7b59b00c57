/**
 * The labels of the lists' stored statuses, apart from the list form's words (list-words.ts): the
 * cards of /movies, /series and /books show them first, the form's words load with the form
 * (decision 020, amended 2026-11-27 (4)).
 */
import { words } from './i18n/words';

/**
 * What each stored status shows. The statuses are stored as these Turkish words (movies, series
 * and books alike) and stay so in every language; only their labels translate.
 */
export const listStatusLabels = words('list-status-words', 'listStatusLabels', {
  İzlenecek: 'İzlenecek',
  İzleniyor: 'İzleniyor',
  İzlendi: 'İzlendi',
  'Devam Ediyor': 'Devam Ediyor',
  Tamamlandı: 'Tamamlandı',
  Bırakıldı: 'Bırakıldı',
  Okunacak: 'Okunacak',
  Okunuyor: 'Okunuyor',
  Okundu: 'Okundu',
} as const);

/** A stored status's label (the status itself when it is not one of the known ones). */
export const statusLabel = (status: string): string => (listStatusLabels as unknown as Readonly<Partial<Record<string, string>>>)[status] ?? status;
