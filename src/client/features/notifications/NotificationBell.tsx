import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyPart } from '../../lib/lazy-page';
import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { notificationMessages as m } from '../../../shared/notifications-words';
import { useMe } from '../../lib/session';
import { IconButton } from '../../ui/Button';
import { notificationsQuery } from './api';

// The dropdown loads the first time the bell opens; push's code a while after the page (decision 020).
const NotificationPanel = lazyPart(() => import('./NotificationPanel').then((mod) => mod.NotificationPanel));

type BadgeNavigator = Navigator & { setAppBadge?: (n?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };

/** The installed app's icon shows the unread count (where the platform supports badges). */
function setAppBadge(unread: number) {
  const nav = navigator as BadgeNavigator;
  const done = unread > 0 ? nav.setAppBadge?.(unread) : nav.clearAppBadge?.();
  done?.catch(() => undefined);
}

/** The top bar's bell: unread badge, and a dropdown of the member's own notifications. */
export function NotificationBell() {
  const me = useMe();
  const list = useQuery(notificationsQuery);
  const [open, setOpen] = useState(false);
  const [now, setNow] = useState(() => new Date());
  const root = useRef<HTMLDivElement>(null);
  const unread = list.data?.unreadCount ?? 0;
  // The installed app's icon carries the unread count, as the service worker sets it on a push.
  useEffect(() => {
    if (list.data) setAppBadge(unread);
  }, [list.data, unread]);
  // A browser subscribed before this sign-in hands its subscription in again, once the page is idle.
  useEffect(() => {
    const timer = setTimeout(() => void import('../../lib/push').then((push) => push.resyncPush(me.id)).catch(() => undefined), 5000);
    return () => clearTimeout(timer);
  }, [me.id]);

  useEffect(() => {
    if (!open) return;
    const tick = setInterval(() => setNow(new Date()), 60_000);
    const onPointer = (e: PointerEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      clearInterval(tick);
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={root} className="sm:relative">
      <IconButton
        label={unread ? `${m.bell} (${unread} ${m.unread})` : m.bell}
        aria-expanded={open}
        aria-haspopup="true"
        onClick={() => {
          setNow(new Date());
          setOpen((o) => !o);
        }}
        className="relative"
      >
        <Bell className="h-5 w-5" />
        {unread > 0 && (
          <span
            data-testid="notification-badge"
            className="absolute -top-0.5 -right-0.5 flex h-[1.15rem] min-w-[1.15rem] items-center justify-center rounded-full bg-rose-600 px-1 text-[10px] leading-none font-bold text-white ring-2 ring-white dark:ring-stone-950"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </IconButton>
      {open && (
        <Suspense fallback={null}>
          <NotificationPanel data={list.data} now={now} timeZone={me.space.timeZone} />
        </Suspense>
      )}
    </div>
  );
}
