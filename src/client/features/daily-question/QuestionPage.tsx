import { Suspense, useState } from 'react';
import { lazyPart } from '../../lib/lazy-page';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MessageCirclePlus } from 'lucide-react';
import { dailyQuestionMessages as m, type QuestionHistoryItem } from '../../../shared/daily-question-words';
import { useMe } from '../../lib/session';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { errorText } from '../../ui/error-text';
import { clearYearPick, historyPagesQuery, sendAnswer, setYearPick, todayQuery } from './api';
import { HistoryList } from './components/HistoryList';
import { TodayCard } from './components/TodayCard';

// The custom questions' form validates with zod: it loads when opened.
const CustomQuestionsModal = lazyPart(() => import('./components/CustomQuestionsModal').then((x) => x.CustomQuestionsModal));

/** Today's question and the first page of the history, preloaded with the HTML (the manifest's firstRead). */
export const openingQueries = [todayQuery, historyPagesQuery('')];

/** Günün Sorusu (issue 36): today's question, the answers once both are in, and 'Geçmiş sorular'. */
export default function QuestionPage() {
  const me = useMe();
  const client = useQueryClient();
  const today = useQuery(todayQuery);
  const [custom, setCustom] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: ['daily-question'] });

  const answering = useMutation({
    mutationFn: sendAnswer,
    onSuccess: (data) => {
      toast.success(today.data?.mine ? m.updated : m.saved);
      client.setQueryData(todayQuery.queryKey, data);
    },
    onError: (error) => toast.error(errorText(error, m.saveFailed)),
    onSettled: () => void refresh(),
  });
  const picking = useMutation({
    mutationFn: async (item: QuestionHistoryItem): Promise<void> => {
      if (item.yearPick) await clearYearPick(Number(item.question.day.slice(0, 4)));
      else await setYearPick(item.question.day);
    },
    onSuccess: (_data, item) => toast.success(item.yearPick ? m.yearPickCleared : m.yearPickSaved(Number(item.question.day.slice(0, 4)))),
    onError: (error) => toast.error(errorText(error, m.yearPickFailed)),
    onSettled: () => void refresh(),
  });

  return (
    <div className="space-y-8">
      <PageHeader
        title={m.title}
        subtitle={m.intro}
        action={
          <Button variant="secondary" icon={<MessageCirclePlus className="h-4 w-4" aria-hidden="true" />} onClick={() => setCustom(true)}>
            {m.custom}
          </Button>
        }
      />
      {today.isPending ? (
        <Spinner />
      ) : today.isError ? (
        <EmptyState title={m.loadFailed} />
      ) : (
        <TodayCard today={today.data} busy={answering.isPending} onSend={(input, done) => answering.mutate(input, { onSuccess: done })} />
      )}
      <HistoryList onYearPick={(item) => picking.mutate(item)} picking={picking.isPending} />
      <Suspense fallback={null}>{custom && <CustomQuestionsModal meId={me.id} onClose={() => setCustom(false)} />}</Suspense>
    </div>
  );
}
