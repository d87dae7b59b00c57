import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { Send, Smartphone, Trash2 } from 'lucide-react';
import { pushMessages as pm } from '../../../shared/push-words';
import { formatMoment } from '../../../shared/dates';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { pushDevicesQuery, removePushDevice, sendTestPush } from './push-api';

/** The member's devices that get pushes: a test push to this one, removal of any. */
export function PushDeviceList({ endpoint, onRemovedCurrent }: { endpoint: string | null; onRemovedCurrent: () => void }) {
  const client = useQueryClient();
  const list = useQuery(pushDevicesQuery(endpoint));
  const test = useMutation({
    mutationFn: () => sendTestPush(endpoint!),
    onSuccess: () => toast.success(pm.testSent),
    onError: (error) => toast.error(error.message),
  });
  const remove = useMutation({
    mutationFn: async ({ id }: { id: string; current: boolean }) => removePushDevice(id),
    onSuccess: (_r, { current }) => {
      toast.success(pm.removed);
      if (current) onRemovedCurrent();
      // Every device list of this member (whichever endpoint marked this browser's own).
      void client.invalidateQueries({ queryKey: pushDevicesQuery(endpoint).queryKey.slice(0, 1) });
    },
    onError: (error) => toast.error(error.message),
  });

  return (
    <div className="space-y-2 border-t border-stone-100 pt-4 dark:border-stone-800">
      <h3 className="text-sm font-semibold text-stone-800 dark:text-stone-200">{pm.devices}</h3>
      {list.isPending ? (
        <Spinner className="py-2" />
      ) : !list.data?.length ? (
        <p className="text-sm text-stone-500 dark:text-stone-400">{pm.noDevices}</p>
      ) : (
        <ul className="divide-y divide-stone-100 dark:divide-stone-800" data-testid="push-devices">
          {list.data.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center gap-3 py-3">
              <Smartphone className="h-5 w-5 shrink-0 text-stone-400" aria-hidden />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-stone-800 dark:text-stone-100">
                  {d.label}
                  {d.current && <span className="ml-2 rounded-full bg-rose-50 px-2 py-0.5 text-xs text-rose-700 dark:bg-rose-950 dark:text-rose-300">{pm.thisDevice}</span>}
                </p>
                <p className="text-xs text-stone-500 dark:text-stone-400">{d.lastSentAt ? `${pm.lastSent}: ${formatMoment(d.lastSentAt)}` : pm.never}</p>
              </div>
              <div className="flex flex-wrap gap-2">
                {d.current && (
                  <Button variant="secondary" icon={<Send className="h-4 w-4" />} onClick={() => test.mutate()} disabled={test.isPending}>
                    {pm.sendTest}
                  </Button>
                )}
                <Button variant="ghost" icon={<Trash2 className="h-4 w-4" />} onClick={() => remove.mutate({ id: d.id, current: Boolean(d.current) })} disabled={remove.isPending}>
                  {pm.remove}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
