import type * as tr from '../dates-words';
import type { CatalogueOf } from '../i18n/words';

const pad = (n: number) => String(n).padStart(2, '0');

/** Dates the English way, by hand (no Intl on a first render, decision 019): 14 February 2025, Friday, 14 February 2025. */
export default {
  dateWords: {
    months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    weekdaysShort: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
    date: (day, month, year, weekday) => `${weekday === null ? '' : `${weekday}, `}${day} ${month}${year === null ? '' : ` ${year}`}`,
    monthYear: (month, year) => `${month} ${year}`,
    moment: (date, hours, minutes) => `${date}, ${pad(hours)}:${pad(minutes)}`,
    count: (n) => {
      const digits = String(Math.trunc(Math.abs(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
      return n < 0 ? `-${digits}` : digits;
    },
    decimal: (n) => String(n),
    justNow: 'Just now',
    minutesAgo: (n) => (n === 1 ? '1 minute ago' : `${n} minutes ago`),
    hoursAgo: (n) => (n === 1 ? '1 hour ago' : `${n} hours ago`),
  },
} satisfies CatalogueOf<typeof tr, 'dates-words'>;
