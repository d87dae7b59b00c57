import { BookOpen } from 'lucide-react';
import { BOOK_COMPLETED_STATUS, BOOK_TO_READ_STATUS } from '../../../../shared/books-words';
import type { Book } from '../../../../shared/books';
import { ClampedText } from '../../../ui/MediaCard';
import { ListItemCard } from '../../../ui/ListItemCard';
import type { CardSlot } from '../../../ui/CollectionPage';

const statusTone = { Okunacak: 'sky', Okunuyor: 'amber', Okundu: 'emerald' } as const;

const ICON = <BookOpen className="h-10 w-10" aria-hidden="true" />;
/** What every book card shows alike: ListItemCard's settings for this list. */
const CARD = { testId: 'book-card', icon: ICON, tones: statusTone, completed: BOOK_COMPLETED_STATUS, toWatch: BOOK_TO_READ_STATUS, kind: 'books' } as const;

export function BookCard({ book, ...slot }: { book: Book } & CardSlot) {
  const edition = [book.year, book.publisher].filter(Boolean).join(' · ');
  return (
    <ListItemCard {...slot} {...CARD} item={book} image={book.thumbnail} subtitle={book.author}>
      {edition && <p className="text-xs text-stone-500 dark:text-stone-400">{edition}</p>}
      {book.notes && <ClampedText lines={3} className="italic text-stone-500 dark:text-stone-400">“{book.notes}”</ClampedText>}
    </ListItemCard>
  );
}
