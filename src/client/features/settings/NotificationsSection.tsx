import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { BellOff, BellRing } from 'lucide-react';
import { pushKindLabels, pushKinds, pushMessages as pm, type NotificationPreferences, type PushKind } from '../../../shared/push-words';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { TextInput } from '../../ui/Field';
import { useClientConfig } from '../../lib/client-config';
import { useMe } from '../../lib/session';
import { currentSubscription, disablePush, enablePush, pushSupported } from '../../lib/push';
import { pushPreferencesQuery, savePushPreferences } from './push-api';
import { PushDeviceList } from './PushDeviceList';
import { Section } from './Section';

const checkbox = 'h-4 w-4 rounded border-stone-300 accent-rose-500';
const row = 'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-1 text-sm text-stone-700 select-none dark:text-stone-300';

/** 'Bildirimler': this device on or off, what may buzz the phone, quiet hours, the devices. */
export function NotificationsSection() {
  const client = useQueryClient();
  const config = useClientConfig();
  const me = useMe();
  const [endpoint, setEndpoint] = useState<string | null>(null);
  const [permission, setPermission] = useState(() => (pushSupported() ? Notification.permission : 'default'));
  useEffect(() => {
    void currentSubscription().then((s) => setEndpoint(s?.endpoint ?? null));
  }, []);
  const refreshDevices = () => client.invalidateQueries({ queryKey: ['push-devices'] });

  const enable = useMutation({
    mutationFn: async () => {
      await enablePush(config.data!.push.vapidPublicKey, me.id);
      return (await currentSubscription())?.endpoint ?? null;
    },
    onSuccess: (e) => {
      setEndpoint(e);
      setPermission(Notification.permission);
      toast.success(pm.enabled);
      void refreshDevices();
    },
    onError: (error) => {
      if (pushSupported()) setPermission(Notification.permission);
      toast.error(error.message === 'denied' ? pm.denied : error.message);
    },
  });
  const disable = useMutation({
    mutationFn: disablePush,
    onSuccess: () => {
      setEndpoint(null);
      void refreshDevices();
    },
    onError: (error) => toast.error(error.message),
  });

  const supported = pushSupported();
  return (
    <Section title={pm.section} description={pm.intro} testId="notifications-section">
      <div className="space-y-2">
        {!supported ? (
          <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-200">{pm.unsupported}</p>
        ) : endpoint ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm font-medium text-emerald-700 dark:text-emerald-400">{pm.enabled}</p>
            <Button variant="secondary" icon={<BellOff className="h-4 w-4" />} onClick={() => disable.mutate()} disabled={disable.isPending}>
              {pm.disable}
            </Button>
          </div>
        ) : (
          <>
            <Button icon={<BellRing className="h-4 w-4" />} onClick={() => enable.mutate()} disabled={enable.isPending || !config.data}>
              {pm.enable}
            </Button>
            {permission === 'denied' && <p className="text-sm text-stone-500 dark:text-stone-400">{pm.denied}</p>}
          </>
        )}
      </div>
      <PreferencesForm />
      <PushDeviceList endpoint={endpoint} onRemovedCurrent={() => void disablePush().then(() => setEndpoint(null))} />
    </Section>
  );
}

function PreferencesForm() {
  const client = useQueryClient();
  const saved = useQuery(pushPreferencesQuery);
  const [draft, setDraft] = useState<NotificationPreferences | null>(null);
  const prefs = draft ?? saved.data;
  const save = useMutation({
    mutationFn: savePushPreferences,
    onSuccess: (next) => {
      client.setQueryData(pushPreferencesQuery.queryKey, next);
      setDraft(null);
      toast.success(pm.saved);
    },
    onError: (error) => toast.error(error.message),
  });
  if (!prefs) return <Spinner className="py-4" />;
  const toggle = (kind: PushKind, on: boolean) =>
    setDraft({ ...prefs, disabledKinds: on ? prefs.disabledKinds.filter((k) => k !== kind) : [...prefs.disabledKinds, kind] });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(prefs);
  };

  return (
    <form onSubmit={submit} className="space-y-4 border-t border-stone-100 pt-4 dark:border-stone-800">
      <fieldset>
        <legend className="mb-1 text-sm font-semibold text-stone-800 dark:text-stone-200">{pm.kinds}</legend>
        <div className="grid gap-x-4 sm:grid-cols-2">
          {pushKinds.map((kind) => (
            <label key={kind} className={row}>
              <input type="checkbox" className={checkbox} checked={!prefs.disabledKinds.includes(kind)} onChange={(e) => toggle(kind, e.target.checked)} />
              {pushKindLabels[kind]}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-semibold text-stone-800 dark:text-stone-200">{pm.quietHours}</legend>
        <label className={row}>
          <input type="checkbox" className={checkbox} checked={prefs.quietEnabled} onChange={(e) => setDraft({ ...prefs, quietEnabled: e.target.checked })} />
          {pm.quietHint}
        </label>
        <div className="grid max-w-sm grid-cols-2 gap-3">
          <TextInput label={pm.quietFrom} type="time" value={prefs.quietStart} disabled={!prefs.quietEnabled} onChange={(e) => setDraft({ ...prefs, quietStart: e.target.value })} />
          <TextInput label={pm.quietTo} type="time" value={prefs.quietEnd} disabled={!prefs.quietEnabled} onChange={(e) => setDraft({ ...prefs, quietEnd: e.target.value })} />
        </div>
      </fieldset>
      <Button type="submit" disabled={save.isPending || !draft}>
        {pm.save}
      </Button>
    </form>
  );
}
