import { BookOpen } from 'lucide-react';
import { BOOK_COMPLETED_STATUS, BOOK_TO_READ_STATUS } from '../../../../shared/books-words';
import type { Book } from '../../../../shared/books';
import { ClampedText } from '../../../ui/MediaCard';
import { ListItemCard } from '../../../ui/ListItemCard';
import type { CardSlot } from '../../../ui/CollectionPage';

const statusTone = { Okunacak: 'sky', Okunuyor: 'amber', Okundu: 'emerald' } as const;

export function BookCard({ book, ...slot }: { book: Book } & CardSlot) {
  const edition = [book.year, book.publisher].filter(Boolean).join(' · ');
  return (
    <ListItemCard
      {...slot}
      item={book}
      testId="book-card"
      image={book.thumbnail}
      icon={<BookOpen className="h-10 w-10" aria-hidden="true" />}
      subtitle={book.author}
      tones={statusTone}
      completed={BOOK_COMPLETED_STATUS}
      toWatch={BOOK_TO_READ_STATUS}
      kind="books"
    >
      {edition && <p className="text-xs text-stone-500 dark:text-stone-400">{edition}</p>}
      {book.notes && <ClampedText lines={3} className="italic text-stone-500 dark:text-stone-400">“{book.notes}”</ClampedText>}
    </ListItemCard>
  );
}
