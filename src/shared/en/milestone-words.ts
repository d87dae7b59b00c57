import type * as tr from '../milestone-words';
import type { CatalogueOf } from '../i18n/words';

/** 1,234: thousands grouped with a comma. */
const count = (n: number) => {
  const digits = String(Math.trunc(Math.abs(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return n < 0 ? `-${digits}` : digits;
};
/** 1st, 2nd, 3rd, 4th, 11th, 1,000th. */
const ordinal = (n: number) => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${count(n)}${suffix}`;
};
/** "your 1,000th day together", "your 5th anniversary". */
const milestone = (m: { kind: 'days' | 'years'; n: number }) => (m.kind === 'days' ? `your ${ordinal(m.n)} day together` : `your ${ordinal(m.n)} anniversary`);
const capital = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}`;

export default {
  milestoneWords: {
    homeCard: (year) => `Your ${year} is ready`,
    homeCardHint: 'Look back at what you watched together, the places you went and your memories.',
    milestoneTitle: 'Special day',
    nextMilestone: (m) =>
      m.daysLeft === 0 ? `Today is ${milestone(m)}!` : `${capital(milestone(m))}: ${m.daysLeft === 1 ? '1 day' : `${count(m.daysLeft)} days`} to go`,
  },
} satisfies CatalogueOf<typeof tr, 'milestone-words'>;
