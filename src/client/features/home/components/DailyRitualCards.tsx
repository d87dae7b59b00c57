import { QuestionCard } from './QuestionCard';

/** Issue 36's cards beside the game: the day's question (and the capsules' card). */
export function DailyRitualCards() {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <QuestionCard />
    </div>
  );
}
