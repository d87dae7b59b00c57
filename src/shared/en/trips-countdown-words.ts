import type * as tr from '../trips-countdown-words';
import type { CatalogueOf } from '../i18n/words';

const count = (n: number) => String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
/** "12 days to Cappadocia": English says it with 'to', never a Turkish suffix. */
const days = (n: number) => `${count(n)} ${n === 1 ? 'day' : 'days'}`;

const countdownWords = {
  countdownTitle: 'Upcoming trip',
  countdown: (name: string, n: number) => (/[\p{L}\p{N}]/u.test(name) ? `${days(n)} to ${name}` : `${days(n)} to the trip`),
  startsToday: (name: string) => `${name}: the journey starts today!`,
};

export default {
  tripCountdownMessages: countdownWords,
} satisfies CatalogueOf<typeof tr, 'trips-countdown-words'>;
