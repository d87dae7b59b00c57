import { NavLink } from '../../lib/router';
import { Settings, X } from 'lucide-react';
import { messages } from '../../../shared/messages';
import { navigation } from '../navigation';
import { IconButton } from '../../ui/Button';
import { cn } from '../../ui/cn';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-h-11 items-center gap-3 rounded-xl px-3 py-2.5 text-[15px] font-medium transition-colors',
    isActive
      ? 'bg-rose-50 text-rose-700 dark:bg-rose-950/50 dark:text-rose-300'
      : 'text-stone-600 hover:bg-stone-100 hover:text-stone-900 dark:text-stone-400 dark:hover:bg-stone-800 dark:hover:text-stone-100',
  );

/** The screens, then 'Ayarlar' at the foot of the menu. */
function Links({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <>
      <ul className="space-y-1">
        {navigation.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink to={to} end={to === '/'} className={linkClass} onClick={onNavigate}>
              <Icon className="h-5 w-5" aria-hidden="true" />
              {label()}
            </NavLink>
          </li>
        ))}
      </ul>
      <NavLink to="/settings" className={(s) => cn(linkClass(s), 'mt-auto')} onClick={onNavigate}>
        <Settings className="h-5 w-5" aria-hidden="true" />
        {messages.shell.settings}
      </NavLink>
    </>
  );
}

/** Fixed on wide screens; a slide-in drawer under `lg`. */
export function SideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <>
      <nav aria-label={messages.shell.mainMenu} className="fixed top-16 bottom-0 left-0 z-20 hidden w-64 flex-col border-r border-stone-200/70 bg-white/60 p-4 lg:flex dark:border-stone-800 dark:bg-stone-950/60">
        <Links />
      </nav>

      <div className={cn('fixed inset-0 z-40 lg:hidden', open ? '' : 'pointer-events-none')} aria-hidden={!open}>
        <div
          className={cn('absolute inset-0 bg-stone-900/40 transition-opacity', open ? 'opacity-100' : 'opacity-0')}
          onClick={onClose}
        />
        <nav
          aria-label={messages.shell.menu}
          inert={!open}
          className={cn(
            'absolute top-0 bottom-0 left-0 flex w-72 max-w-[85vw] flex-col bg-white p-4 shadow-2xl transition-transform duration-300 dark:bg-stone-900',
            open ? 'translate-x-0' : '-translate-x-full',
          )}
        >
          <div className="mb-4 flex items-center justify-between">
            <span className="font-serif text-lg font-semibold text-rose-600 dark:text-rose-400">{messages.brand}</span>
            <IconButton label={messages.shell.closeMenu} onClick={onClose}>
              <X className="h-5 w-5" />
            </IconButton>
          </div>
          <Links onNavigate={onClose} />
        </nav>
      </div>
    </>
  );
}
