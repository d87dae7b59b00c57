import { List, Map as MapIcon } from 'lucide-react';
import { placesMessages as m } from '../../../../shared/places-words';
import { cn } from '../../../ui/cn';

export type PlacesView = 'list' | 'map';

/** 'Liste' / 'Harita': two pressed-or-not buttons, so screen readers hear which view is on. */
export function ViewSwitch({ view, onChange }: { view: PlacesView; onChange: (view: PlacesView) => void }) {
  const options = [
    { value: 'list' as const, label: m.list, Icon: List },
    { value: 'map' as const, label: m.map, Icon: MapIcon },
  ];
  return (
    <div className="inline-flex rounded-xl bg-stone-100 p-1 dark:bg-stone-800" role="group" aria-label={`${m.list} / ${m.map}`}>
      {options.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          onClick={() => onChange(value)}
          className={cn(
            'tap-target inline-flex items-center gap-1.5 rounded-lg px-3.5 py-1.5 text-sm font-medium transition-colors',
            view === value
              ? 'bg-white text-rose-600 shadow-sm dark:bg-stone-900 dark:text-rose-300'
              : 'text-stone-600 hover:text-stone-900 dark:text-stone-400 dark:hover:text-stone-100',
          )}
        >
          <Icon className="h-4 w-4" aria-hidden="true" />
          {label}
        </button>
      ))}
    </div>
  );
}
