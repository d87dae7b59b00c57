import { words } from './i18n/words';
import { groupDigits } from './dates';

/**
 * The words of home's Yılımız cards (the year's review ready, the next special day), apart from
 * Yılımız' own (yilimiz-words.ts spreads them, so its call sites are unchanged): home draws these
 * two cards first and no longer loads the whole of Yılımız' words for them (decision 020).
 */

export type Milestone = { kind: 'days'; n: number; date: string } | { kind: 'years'; n: number; date: string };

/**
 * A milestone's number before its ordinal dot, as the issue writes it: "1000. gününüz", not
 * "1.000. gününüz" (two dots in a row read badly; four-digit numbers are not grouped); from
 * 10,000 on, grouped.
 */
export const ordinal = (n: number) => (n < 10_000 ? String(n) : groupDigits(n));

export const milestoneWords = words('milestone-words', 'milestoneWords', {
  homeCard: (year: number) => `${year} yılınız hazır`,
  homeCardHint: 'Birlikte izlediklerinize, gittiğiniz yerlere ve anılarınıza bir bakın.',
  milestoneTitle: 'Özel gün',
  nextMilestone: (m: Milestone & { daysLeft: number }) => {
    const what = m.kind === 'days' ? `${ordinal(m.n)}. gününüz` : `${ordinal(m.n)}. yılınız`;
    return m.daysLeft === 0 ? `Bugün ${what}!` : `${what.charAt(0).toUpperCase()}${what.slice(1)}: ${groupDigits(m.daysLeft)} gün kaldı`;
  },
} as const);
