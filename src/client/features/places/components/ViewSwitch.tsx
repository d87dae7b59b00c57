import { List, Map as MapIcon } from 'lucide-react';
import { placesMessages as m } from '../../../../shared/places-words';
import { PressedGroup } from './PressedGroup';

export type PlacesView = 'list' | 'map';

const options = [
  { value: 'list' as const, get label() { return m.list; }, Icon: List },
  { value: 'map' as const, get label() { return m.map; }, Icon: MapIcon },
];

/** 'Liste' / 'Harita': two pressed-or-not buttons, so screen readers hear which view is on. */
export function ViewSwitch({ view, onChange }: { view: PlacesView; onChange: (view: PlacesView) => void }) {
  return <PressedGroup label={`${m.list} / ${m.map}`} value={view} options={options} onChange={onChange} />;
}
