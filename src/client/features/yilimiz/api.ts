import { queryOptions } from '@tanstack/react-query';
import type { YearInReview } from '../../../shared/yilimiz';
import { api } from '../../lib/api';

/** The year's review; `null` is this year in the space's time zone. Refetched when anything it counts changes. */
export const yearQuery = (year: number | null) =>
  queryOptions({
    queryKey: ['yilimiz', year ?? 'current'],
    queryFn: () => api.get<YearInReview>(year === null ? '/api/yilimiz' : `/api/yilimiz/${year}`),
    meta: { topics: ['movies', 'series', 'books', 'places', 'trips', 'memories', 'music', 'quotes', 'game', 'profile', 'space'] },
  });
