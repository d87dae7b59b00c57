import { BookOpen, Heart } from 'lucide-react';
import { BOOK_COMPLETED_STATUS, type Book } from '../../../../shared/books';
import { listMessages as l } from '../../../../shared/lists';
import { ClampedText, MediaCard, Pill } from '../../../ui/MediaCard';
import { ItemActions } from '../../../ui/ItemActions';
import type { CardSlot } from '../../../ui/CollectionPage';

const statusTone = { Okunacak: 'sky', Okunuyor: 'amber', Okundu: 'emerald' } as const;

export function BookCard({ book, isOwner, onEdit, onDelete }: { book: Book } & CardSlot) {
  const edition = [book.year, book.publisher].filter(Boolean).join(' · ');
  return (
    <MediaCard
      testId="book-card"
      image={book.thumbnail}
      imageAlt={book.title}
      fallbackIcon={<BookOpen className="h-10 w-10" aria-hidden="true" />}
      title={book.title}
      subtitle={book.author || undefined}
      actions={isOwner ? <ItemActions onEdit={onEdit} onDelete={onDelete} editLabel={l.edit} deleteLabel={l.delete} /> : undefined}
      badges={
        <>
          <Pill tone={statusTone[book.status]}>{book.status}</Pill>
          {book.status === BOOK_COMPLETED_STATUS && book.rating !== null && (
            <Pill tone="rose" aria-label={`${l.labels.rating}: ${book.rating}/10`}>
              <Heart className="h-3 w-3 fill-current" aria-hidden="true" />
              {book.rating}/10
            </Pill>
          )}
        </>
      }
      footer={book.addedBy ? `${l.addedBy} ${book.addedBy.displayName}` : undefined}
    >
      {edition && <p className="text-xs text-stone-500 dark:text-stone-400">{edition}</p>}
      {book.notes && <ClampedText lines={3} className="italic text-stone-500 dark:text-stone-400">“{book.notes}”</ClampedText>}
    </MediaCard>
  );
}
