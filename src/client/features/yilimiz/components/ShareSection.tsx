import type { YearInReview } from '../../../../shared/yilimiz';

/** The shareable image of the year (story and square); see decision 017. */
export function ShareSection(_props: { review: YearInReview }) {
  return null;
}
