import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { CalendarPlus, Trash2 } from 'lucide-react';
import { calendarMessages as m } from '../../../shared/calendar-words';
import type { CalendarFeedInfo, CreatedCalendarFeed } from '../../../shared/yilimiz';
import { api } from '../../lib/api';
import { Button } from '../../ui/Button';
import { errorText } from '../../ui/error-text';
import { Section } from './Section';
import { CopyField } from './CopyField';

const feedQuery = { queryKey: ['calendar-feed'], queryFn: () => api.get<CalendarFeedInfo>('/api/calendar-feed') };

/**
 * 'Takvim': the member's private calendar address (issue 22). The address is shown once, when it
 * is made (only its hash is kept); a new one replaces the old, and it can be taken away.
 */
export function CalendarSection() {
  const client = useQueryClient();
  const feed = useQuery(feedQuery);
  const [url, setUrl] = useState<string | null>(null);
  const [includeMemories, setIncludeMemories] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: feedQuery.queryKey });
  const create = useMutation({
    mutationFn: () => api.post<CreatedCalendarFeed>('/api/calendar-feed', { includeMemories }),
    onSuccess: (made) => {
      setUrl(made.url);
      toast.success(m.calendarCreated);
      void refresh();
    },
    onError: (error) => toast.error(errorText(error, m.calendarFailed)),
  });
  const revoke = useMutation({
    mutationFn: () => api.delete<{ ok: true }>('/api/calendar-feed'),
    onSuccess: () => {
      setUrl(null);
      toast.success(m.calendarRevoked);
      void refresh();
    },
    onError: (error) => toast.error(errorText(error, m.calendarFailed)),
  });
  const active = feed.data?.active ?? false;
  return (
    <Section title={m.calendarTitle} description={m.calendarHint}>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-1 py-1 text-sm text-stone-700 select-none dark:text-stone-300">
        <input type="checkbox" checked={includeMemories} onChange={(e) => setIncludeMemories(e.target.checked)} className="h-4 w-4 accent-rose-600" />
        {m.calendarIncludeMemories}
      </label>
      <p data-testid="calendar-state" className="text-sm text-stone-500 dark:text-stone-400">
        {url ? null : active ? m.calendarActive : m.calendarNone}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" icon={<CalendarPlus className="h-4 w-4" />} onClick={() => create.mutate()} disabled={create.isPending}>
          {active ? m.calendarReplace : m.calendarCreate}
        </Button>
        {active && (
          <Button variant="secondary" icon={<Trash2 className="h-4 w-4" />} onClick={() => revoke.mutate()} disabled={revoke.isPending}>
            {m.calendarRevoke}
          </Button>
        )}
      </div>
      {url && <CopyField id="calendar-url" url={url} label={m.calendarTitle} copyLabel={m.calendarCopy} copied={m.calendarCopied} />}
    </Section>
  );
}
