import { useState } from 'react';
import { lazyPart } from '../../lib/lazy-page';
import { Quote as QuoteIcon } from 'lucide-react';
import { quotesMessages as m } from '../../../shared/quotes-words';
import { useMe } from '../../lib/session';
import { CollectionPage } from '../../ui/CollectionPage';
import { quotesQuery, quotesApi } from './api';
import { QuoteCard } from './components/QuoteCard';
import { useSharedItem } from '../../lib/use-shared-item';
import { shareBody } from '../../../shared/share';

// The form (and zod, which it validates with) loads when first opened, not with the list.
const QuoteFormModal = lazyPart(() => import('./components/QuoteFormModal').then((m) => m.QuoteFormModal));

/** What this page shows first: loaded with the page when it opens the app (lib/lazy-page.tsx). */
export const openingQueries = [quotesQuery];

/** Alıntılar: the couple's quotes, searchable; only the one who added a quote edits or deletes it. */
export default function QuotesPage() {
  const me = useMe();
  // Words shared from the phone ('Nereye eklensin?' → 'Alıntı'): 'Yeni Alıntı' with them.
  const [shared, setShared] = useState<{ start: { text: string } } | null>(null);
  useSharedItem((item) => setShared({ start: { text: shareBody(item) } }));
  return (
    <CollectionPage
      texts={m}
      icon={<QuoteIcon className="h-8 w-8" />}
      meId={me.id}
      {...quotesApi}
      renderCard={(quote, slot) => <QuoteCard quote={quote} timeZone={me.space.timeZone} {...slot} />}
      renderForm={(slot) => <QuoteFormModal {...slot} />}
      gridClassName="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3"
      addRequest={shared}
    />
  );
}
