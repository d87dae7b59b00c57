import { NavLink } from '../../../lib/router';
import { placesMessages as m } from '../../../../shared/places-words';
import { cn } from '../../../ui/cn';

const tabs = [
  { to: '/places', get label() { return m.tabPlaces; } },
  { to: '/places/trips', get label() { return m.tabTrips; } },
];

/** 'Mekanlar' / 'Seyahatler': the two pages of the places, under their title. */
export function PlacesTabs() {
  return (
    <nav aria-label={m.tabs} className="-mt-2 mb-5 flex gap-1 border-b border-stone-200 dark:border-stone-800">
      {tabs.map(({ to, label }) => (
        <NavLink
          key={to}
          to={to}
          end
          className={({ isActive }) =>
            cn(
              'tap-target -mb-px border-b-2 px-3 py-2 text-sm font-semibold transition-colors',
              isActive ? 'border-rose-600 text-rose-700 dark:border-rose-400 dark:text-rose-300' : 'border-transparent text-stone-600 hover:text-stone-900 dark:text-stone-400 dark:hover:text-stone-100',
            )
          }
        >
          {label}
        </NavLink>
      ))}
    </nav>
  );
}
