import { Link } from '../../lib/router';
import { Heart, LogOut, Menu, Moon, Sun } from 'lucide-react';
import { messages } from '../../../shared/messages';
import { useLogout, useMe } from '../../lib/session';
import { useTheme } from '../../lib/theme';
import { IconButton } from '../../ui/Button';
import { NotificationBell } from '../../features/notifications/NotificationBell';

export function TopBar({ onMenu }: { onMenu: () => void }) {
  const me = useMe();
  const { theme, toggle } = useTheme();
  const logout = useLogout();
  const signOut = () => logout.mutate();

  return (
    <header className="fixed inset-x-0 top-0 z-30 h-16 border-b border-stone-200/70 bg-white dark:border-stone-800 dark:bg-stone-950">
      <div className="flex h-full items-center gap-2 px-3 sm:px-6">
        <IconButton label={messages.shell.menu} onClick={onMenu} className="lg:hidden">
          <Menu className="h-5 w-5" />
        </IconButton>
        <Link to="/" className="tap-target flex items-center gap-2 font-serif text-xl font-semibold text-rose-600 dark:text-rose-400">
          <Heart className="h-5 w-5" fill="currentColor" aria-hidden="true" />
          {messages.brand}
        </Link>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <IconButton label={theme === 'dark' ? messages.shell.lightMode : messages.shell.darkMode} onClick={toggle}>
            {theme === 'dark' ? <Sun className="h-5 w-5" /> : <Moon className="h-5 w-5" />}
          </IconButton>
          <NotificationBell />
          <Link
            to="/settings"
            title={messages.shell.settings}
            data-testid="user-name"
            className="tap-target hidden rounded-full px-3 py-1.5 text-sm font-medium text-stone-700 hover:bg-stone-100 sm:inline-block dark:text-stone-200 dark:hover:bg-stone-800"
          >
            {me.displayName}
          </Link>
          <button
            type="button"
            onClick={signOut}
            className="tap-target inline-flex items-center gap-1.5 rounded-full px-2 py-1.5 text-sm font-medium whitespace-nowrap text-stone-600 hover:bg-rose-50 sm:px-3 hover:text-rose-700 dark:text-stone-300 dark:hover:bg-rose-950/40 dark:hover:text-rose-300"
          >
            <LogOut className="h-4 w-4" aria-hidden="true" />
            {messages.auth.logout}
          </button>
        </div>
      </div>
    </header>
  );
}
