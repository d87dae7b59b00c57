import { queryOptions } from '@tanstack/react-query';
import type { Quote, QuoteInput } from '../../../shared/quotes';
import { api } from '../../lib/api';
import { matchesAny } from '../../ui/CollectionPage';

export const quotesQuery = queryOptions({
  queryKey: ['quotes'],
  queryFn: async () => (await api.get<{ quotes: Quote[] }>('/api/quotes')).quotes,
  meta: { topics: ['profile'] },
});

export const saveQuote = (id: string | null, input: QuoteInput) =>
  id ? api.put<{ quote: Quote }>(`/api/quotes/${id}`, input) : api.post<{ quote: Quote }>('/api/quotes', input);
export const deleteQuote = (id: string) => api.delete<{ ok: true }>(`/api/quotes/${id}`);

/** Search by text, author or source, ignoring case the Turkish way (İ/i, I/ı). */
export const matchesQuote = (quote: Quote, search: string) => matchesAny([quote.text, quote.author, quote.source], search);
