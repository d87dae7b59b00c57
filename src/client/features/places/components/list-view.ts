/**
 * What the list view of /places draws and the map view does not: the cards and 'Puana göre'
 * (with İkimiz's words). One chunk, loaded with the list view only (the manifest's '' view
 * preloads it), so the map view's first load does not carry them (decision 020, amended 2026-11-27).
 */
export { PlaceCard } from './PlaceCard';
export { SortSelect } from '../../../ui/ikimiz/SortSelect';
