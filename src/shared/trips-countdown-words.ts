/**
 * The words of a trip's countdown (issue 37), apart from the rest of the trips' words: home shows
 * only these, and loads only them (and the dative they need).
 */
import { words } from './i18n/words';
import { dative } from './turkish-suffix';
import { groupDigits } from './dates';

export const tripCountdownMessages = words('trips-countdown-words', 'tripCountdownMessages', {
  countdownTitle: 'Yaklaşan seyahat',
  /** "Kapadokya'ya 12 gün"; a name without a letter: 'Seyahate 12 gün'. */
  countdown: (name: string, days: number) => `${dative(name) ?? 'Seyahate'} ${groupDigits(days)} gün`,
  startsToday: (name: string) => `${name}: yolculuk bugün başlıyor!`,
} as const);
