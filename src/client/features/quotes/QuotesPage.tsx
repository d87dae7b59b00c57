import { useCallback, useEffect, useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { Plus, Quote as QuoteIcon } from 'lucide-react';
import { quotesMessages as m, type Quote, type QuoteInput } from '../../../shared/quotes';
import { useMe } from '../../lib/session';
import { PageHeader } from '../../ui/PageHeader';
import { Button } from '../../ui/Button';
import { SearchInput } from '../../ui/SearchInput';
import { Spinner } from '../../ui/Spinner';
import { EmptyState } from '../../ui/EmptyState';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { createQuote, deleteQuote, errorText, matchesQuote, quotesQuery, updateQuote } from './api';
import { QuoteCard } from './components/QuoteCard';
import { QuoteFormModal } from './components/QuoteFormModal';

/** Alıntılar: the couple's quotes, searchable; only the one who added a quote edits or deletes it. */
export default function QuotesPage() {
  const me = useMe();
  const client = useQueryClient();
  const quotes = useQuery(quotesQuery);
  const [search, setSearch] = useState('');
  const [modal, setModal] = useState<{ editing: Quote | null } | null>(null);
  const [deleting, setDeleting] = useState<Quote | null>(null);

  useEffect(() => {
    if (quotes.isError) toast.error(m.loadFailed, { toastId: 'quotes-load' });
  }, [quotes.isError]);

  // Stable, so the open modal does not move the focus when the list refreshes live.
  const closeModal = useCallback(() => setModal(null), []);
  const refresh = () => client.invalidateQueries({ queryKey: quotesQuery.queryKey });
  const save = useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: QuoteInput }) => (id ? updateQuote(id, input) : createQuote(input)),
    onSuccess: (_data, { id }) => {
      toast.success(id ? m.updated : m.added);
      setModal(null);
      void refresh();
    },
    onError: (error) => toast.error(errorText(error, m.saveFailed)),
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteQuote(id),
    onSuccess: () => {
      toast.success(m.deleted);
      setDeleting(null);
      void refresh();
    },
    onError: (error) => {
      toast.error(errorText(error, m.deleteFailed));
      setDeleting(null);
    },
  });

  const visible = useMemo(() => (quotes.data ?? []).filter((q) => matchesQuote(q, search)), [quotes.data, search]);

  return (
    <>
      <PageHeader
        title={m.title}
        action={
          <Button icon={<Plus className="h-4 w-4" />} onClick={() => setModal({ editing: null })}>
            {m.add}
          </Button>
        }
      />
      <SearchInput placeholder={m.search} value={search} onChange={(e) => setSearch(e.target.value)} className="mb-6 max-w-md" />

      {quotes.isPending ? (
        <Spinner />
      ) : quotes.isError ? (
        <EmptyState icon={<QuoteIcon className="h-8 w-8" />} title={m.loadFailed} />
      ) : quotes.data.length === 0 ? (
        <EmptyState icon={<QuoteIcon className="h-8 w-8" />} title={m.empty}>
          {m.emptyHint}
        </EmptyState>
      ) : visible.length === 0 ? (
        <EmptyState title={m.noResults} />
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
          {visible.map((quote) => (
            <li key={quote.id}>
              <QuoteCard
                quote={quote}
                isOwner={quote.addedBy?.id === me.id}
                timeZone={me.space.timeZone}
                onEdit={() => setModal({ editing: quote })}
                onDelete={() => setDeleting(quote)}
              />
            </li>
          ))}
        </ul>
      )}

      {modal && (
        <QuoteFormModal
          key={modal.editing?.id ?? 'new'}
          editing={modal.editing}
          busy={save.isPending}
          onSubmit={(input) => save.mutate({ id: modal.editing?.id ?? null, input })}
          onClose={closeModal}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        message={m.confirmDelete}
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
