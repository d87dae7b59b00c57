import { placesMessages as m, type PlaceFilter as Filter } from '../../../../shared/places-words';
import { PressedGroup } from './PressedGroup';

const options = [
  { value: 'all' as const, get label() { return m.filterAll; } },
  { value: 'visited' as const, get label() { return m.statusVisited; } },
  { value: 'wish' as const, get label() { return m.statusWish; } },
];

/** 'Hepsi' / 'Gittik' / 'Gideceğiz' (issue 37), over the list and the map alike. */
export function PlaceFilter({ filter, onChange }: { filter: Filter; onChange: (filter: Filter) => void }) {
  return <PressedGroup label={m.filterLabel} value={filter} options={options} onChange={onChange} testId="place-filter" />;
}
