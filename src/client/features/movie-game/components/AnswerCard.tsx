import { Clapperboard, PartyPopper } from 'lucide-react';
import { movieGameMessages as gm } from '../../../../shared/movie-game-words';
import type { GameAnswer } from '../../../../shared/movie-game';
import { Card } from '../../../ui/Card';
import { ImageWithFallback } from '../../../ui/ImageWithFallback';

/** The day's title, shown once my game of that day is over (won or lost). */
export function AnswerCard({ answer, won, practice = false }: { answer: GameAnswer; won: boolean; practice?: boolean }) {
  return (
    <Card data-testid="game-answer" className="flex gap-4 sm:gap-5">
      <ImageWithFallback
        src={answer.poster ?? undefined}
        alt={answer.title}
        fallback={<Clapperboard className="h-8 w-8" aria-hidden="true" />}
        className="h-36 w-24 shrink-0 rounded-xl object-cover shadow-sm sm:h-44 sm:w-30"
      />
      <div className="min-w-0 space-y-1.5">
        <p className="flex items-center gap-1.5 text-sm font-medium text-rose-600 dark:text-rose-400">
          {won && <PartyPopper className="h-4 w-4" aria-hidden="true" />}
          {practice ? gm.practiceAnswer : won ? gm.answerWon : gm.answerLost}
        </p>
        <h2 className="font-serif text-2xl font-semibold text-stone-900 dark:text-stone-50">{answer.title}</h2>
        {answer.originalTitle && <p className="text-sm text-stone-500 italic dark:text-stone-400">{answer.originalTitle}</p>}
        <p className="text-sm text-stone-500 dark:text-stone-400">
          {[gm.types[answer.type], answer.year, answer.director, answer.imdbRating ? `IMDB ${answer.imdbRating}` : null].filter(Boolean).join(' · ')}
        </p>
        {answer.genres.length > 0 && <p className="text-sm text-stone-600 dark:text-stone-300">{answer.genres.join(', ')}</p>}
        {answer.plot && <p className="line-clamp-4 text-sm text-stone-600 dark:text-stone-300">{answer.plot}</p>}
      </div>
    </Card>
  );
}
