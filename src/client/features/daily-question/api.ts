import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { CustomQuestion, QuestionHistoryPage, QuestionToday } from '../../../shared/daily-question-words';
import type { AnswerInput, CustomQuestionInput } from '../../../shared/daily-question';
import { api } from '../../lib/api';

// Every key starts with 'daily-question': an answer, a new question or a pick by either refreshes them.

/** The day's question with my answer and, once I answered, the partner's. */
export const todayQuery = queryOptions({
  queryKey: ['daily-question', 'today'],
  queryFn: () => api.get<QuestionToday>('/api/daily-question/today'),
  meta: { topics: ['profile'] },
  // The day rolls over at midnight (a new question) even when nobody answers.
  refetchInterval: 10 * 60_000,
});

/** 'Geçmiş sorular', page after page; `q` searches questions and the answers I may read. */
export const historyPagesQuery = (q: string) =>
  infiniteQueryOptions({
    queryKey: ['daily-question', 'history', q],
    queryFn: ({ pageParam }) => {
      const qs = new URLSearchParams({ ...(q ? { q } : {}), ...(pageParam ? { cursor: pageParam } : {}) }).toString();
      return api.get<QuestionHistoryPage>(`/api/daily-question/history${qs ? `?${qs}` : ''}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    meta: { topics: ['profile'] },
  });

export const customQuery = queryOptions({
  queryKey: ['daily-question', 'custom'],
  queryFn: async () => (await api.get<{ questions: CustomQuestion[] }>('/api/daily-question/custom')).questions,
  meta: { topics: ['profile'] },
});

export const sendAnswer = (input: AnswerInput) => api.put<QuestionToday>('/api/daily-question/answer', input);
export const addCustomQuestion = (input: CustomQuestionInput) => api.post<{ question: CustomQuestion }>('/api/daily-question/custom', input);
export const deleteCustomQuestion = (id: string) => api.delete<{ ok: true }>(`/api/daily-question/custom/${id}`);
export const setYearPick = (day: string) => api.put<{ year: number; day: string }>('/api/daily-question/year-pick', { day });
export const clearYearPick = (year: number) => api.delete<{ ok: true }>(`/api/daily-question/year-pick/${year}`);
