import { queryOptions } from '@tanstack/react-query';
import type { Quote, QuoteInput } from '../../../shared/quotes';
import { api, ApiError } from '../../lib/api';

export const quotesQuery = queryOptions({
  queryKey: ['quotes'],
  queryFn: async () => (await api.get<{ quotes: Quote[] }>('/api/quotes')).quotes,
  meta: { topics: ['profile'] },
});

export const createQuote = (input: QuoteInput) => api.post<{ quote: Quote }>('/api/quotes', input);
export const updateQuote = (id: string, input: QuoteInput) => api.put<{ quote: Quote }>(`/api/quotes/${id}`, input);
export const deleteQuote = (id: string) => api.delete<{ ok: true }>(`/api/quotes/${id}`);

/** The server's own words for a rule the person can act on; the spec's message for anything else. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401 ? error.message : fallback;
}

/** Search by text, author or source, ignoring case the Turkish way (İ/i, I/ı). */
export function matchesQuote(quote: Quote, query: string): boolean {
  const q = query.trim().toLocaleLowerCase('tr');
  if (!q) return true;
  return [quote.text, quote.author, quote.source].some((s) => s.toLocaleLowerCase('tr').includes(q));
}
