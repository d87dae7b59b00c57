import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { LogOut, Monitor, Smartphone } from 'lucide-react';
import { accountSecurityMessages as a, type DeviceSession } from '../../../shared/account-security-words';
import { formatMoment } from '../../../shared/dates';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { LazyConfirmDialog as ConfirmDialog } from '../../ui/LazyConfirmDialog';
import { useSignedOutHere } from '../../lib/session';
import { deviceSessionsQuery, signOutDevice, signOutEverywhere } from './api';
import { Section } from './Section';

const isPhone = (device: string | null) => /Android|iPhone|iPad/.test(device ?? '');

/** 'Oturumlar': the member's signed-in devices, each with its own sign-out, and all of them at once. */
export function DevicesSection() {
  const client = useQueryClient();
  const list = useQuery(deviceSessionsQuery);
  const [confirmAll, setConfirmAll] = useState(false);
  const signedOutHere = useSignedOutHere();

  const one = useMutation({
    mutationFn: signOutDevice,
    onSuccess: () => {
      toast.success(a.signedOutDevice);
      void client.invalidateQueries({ queryKey: deviceSessionsQuery.queryKey });
    },
    onError: (error) => toast.error(error.message),
  });
  const all = useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: () => signedOutHere(),
    onError: (error) => {
      setConfirmAll(false);
      toast.error(error.message);
    },
  });

  return (
    <Section title={a.sessionsTitle} description={a.sessionsIntro} testId="devices-section">
      {list.isPending ? (
        <Spinner className="py-4" />
      ) : list.isError ? (
        <p className="text-sm text-stone-500 dark:text-stone-400">{a.sessionsFailed}</p>
      ) : (
        <ul className="divide-y divide-stone-100 dark:divide-stone-800">
          {list.data.map((s) => (
            <DeviceRow key={s.id} session={s} busy={one.isPending && one.variables === s.id} onSignOut={() => one.mutate(s.id)} />
          ))}
        </ul>
      )}

      <div className="space-y-2 border-t border-stone-100 pt-4 dark:border-stone-800">
        <Button variant="secondary" icon={<LogOut className="h-4 w-4" />} onClick={() => setConfirmAll(true)}>
          {a.signOutAll}
        </Button>
        <p className="text-xs text-stone-500 dark:text-stone-400">
          {a.signOutAllHint} {a.signOutAllEndsLinks}
        </p>
      </div>

      <ConfirmDialog
        open={confirmAll}
        message={a.signOutAllConfirm}
        confirmLabel={a.signOut}
        busy={all.isPending}
        onConfirm={() => all.mutate()}
        onCancel={() => setConfirmAll(false)}
      />
    </Section>
  );
}

function DeviceRow({ session: s, busy, onSignOut }: { session: DeviceSession; busy: boolean; onSignOut: () => void }) {
  const name = s.device ?? a.unknownDevice;
  const Icon = isPhone(s.device) ? Smartphone : Monitor;
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3" data-testid="device-row">
      <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-xl bg-rose-50 text-rose-600 dark:bg-rose-950/60 dark:text-rose-300">
        <Icon className="h-4 w-4" />
      </span>
      {/* Wide enough for a device's name and a date on one line; on a phone the button goes under it. */}
      <span className="min-w-[12rem] flex-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-stone-800 dark:text-stone-100">{name}</span>
          {s.current && (
            <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-700 dark:bg-emerald-950/60 dark:text-emerald-300">
              {a.thisDevice}
            </span>
          )}
        </span>
        <span className="block text-sm text-stone-500 dark:text-stone-400">
          {a.signedInAt}: {formatMoment(s.signedInAt)}
        </span>
        <span className="block text-sm text-stone-500 dark:text-stone-400">
          {s.current ? a.activeNow : `${a.lastSeenAt}: ${formatMoment(s.lastSeenAt)}`}
        </span>
      </span>
      {!s.current && (
        <Button variant="ghost" className="-my-1 ml-8 sm:ml-auto" onClick={onSignOut} disabled={busy} aria-label={`${a.signOut}: ${name}`}>
          {a.signOut}
        </Button>
      )}
    </li>
  );
}
