import { defineFeature } from './feature';

/**
 * İkimiz (issue 34): each member's own rating and note on every film, series, book and place, and
 * private wishes that become the couple's matches. Its routes on an item live with the item's list
 * (`/api/movies/:id/rating`, `…/wish`, `…/tonight`); its own are the member's wishes and the pick.
 * After the lists and places in the import order: its rows point at them.
 */
export const ikimizFeature = defineFeature({
  name: 'ikimiz',
  /** Only ever published for the member whose wishes changed: the partner never hears of a lone wish. */
  topics: ['wishes'],
  api: '/api/wishes',
  exportKinds: ['ratings', 'wishes'],
  offline: { reads: ['/api/wishes'] },
});
