/**
 * What the list view draws and the map view does not (decision 028): the cards and the order's
 * select. One module, so the list's HTML preloads them together (the manifest's '' view) and the
 * map view's first load carries neither.
 */
export { PlaceCard } from './PlaceCard';
export { SortSelect } from '../../../ui/ikimiz/SortSelect';
