import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationMessages as m, relativeTime, type AppNotification, type NotificationKind, type NotificationList } from '../../../shared/notifications';
import { cn } from '../../ui/cn';
import { markAllRead, markRead, markReadInCache, notificationsQuery } from './api';

const dots: Record<NotificationKind, string> = {
  success: 'bg-emerald-500',
  error: 'bg-red-500',
  warning: 'bg-amber-400',
  info: 'bg-sky-500',
};

/** The bell's dropdown: loaded the first time the bell is opened, not with every page (decision 020). */
export function NotificationPanel({ data, now, timeZone }: { data: NotificationList | undefined; now: Date; timeZone: string }) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: notificationsQuery.queryKey });
  // Spec §8: mark-read failures are logged only.
  const readOne = useMutation({
    mutationFn: markRead,
    onMutate: (id) => markReadInCache(client, id),
    onError: (err) => {
      console.error('notification mark-read failed', err);
      void refresh();
    },
  });
  const readAll = useMutation({
    mutationFn: markAllRead,
    onMutate: () => markReadInCache(client, 'all'),
    onError: (err) => {
      console.error('notification mark-all failed', err);
      void refresh();
    },
  });
  const unread = data?.unreadCount ?? 0;
  const items = data?.notifications ?? [];
  return (
    <div
      role="region"
      aria-label={m.title}
      className="fixed inset-x-3 top-16 z-40 overflow-hidden rounded-2xl bg-white shadow-xl ring-1 ring-stone-200 sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96 dark:bg-stone-900 dark:ring-stone-700"
    >
      <div className="flex items-center justify-between gap-3 border-b border-stone-100 px-4 py-3 dark:border-stone-800">
        <h2 className="font-semibold text-stone-900 dark:text-stone-50">{m.title}</h2>
        {unread > 0 && (
          <button
            type="button"
            onClick={() => readAll.mutate()}
            className="tap-target rounded-lg px-2 py-1 text-xs font-semibold text-rose-600 hover:bg-rose-50 dark:text-rose-400 dark:hover:bg-rose-950/50"
          >
            {m.markAll}
          </button>
        )}
      </div>
      {items.length === 0 ? (
        <p className="px-4 py-10 text-center text-sm text-stone-500 dark:text-stone-400">{m.empty}</p>
      ) : (
        <ul className="max-h-96 divide-y divide-stone-100 overflow-y-auto overscroll-contain dark:divide-stone-800">
          {items.map((n) => (
            <NotificationItem key={n.id} n={n} now={now} timeZone={timeZone} onRead={() => !n.read && readOne.mutate(n.id)} />
          ))}
        </ul>
      )}
    </div>
  );
}

function NotificationItem({ n, now, timeZone, onRead }: { n: AppNotification; now: Date; timeZone: string; onRead: () => void }) {
  return (
    <li>
      <button
        type="button"
        onClick={onRead}
        data-testid="notification-item"
        data-read={n.read}
        className={cn(
          'flex w-full gap-3 px-4 py-3 text-left transition-colors hover:bg-stone-50 dark:hover:bg-stone-800/60',
          !n.read && 'bg-rose-50/60 dark:bg-rose-950/20',
        )}
      >
        <span className={cn('mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full', dots[n.type] ?? dots.info, n.read && 'opacity-40')} aria-hidden="true" />
        <span className="min-w-0 flex-1">
          <span className={cn('block text-sm', n.read ? 'font-medium text-stone-600 dark:text-stone-300' : 'font-semibold text-stone-900 dark:text-stone-50')}>
            {n.title}
          </span>
          <span className="mt-0.5 block text-sm break-words text-stone-600 dark:text-stone-300">{n.message}</span>
          <time dateTime={n.createdAt} className="mt-1 block text-xs text-stone-500 dark:text-stone-400">
            {relativeTime(n.createdAt, now, timeZone)}
          </time>
        </span>
      </button>
    </li>
  );
}
