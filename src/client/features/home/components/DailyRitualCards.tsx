import { CapsuleCard } from './CapsuleCard';
import { QuestionCard } from './QuestionCard';

/** Issue 36's cards beside the game: the day's question and the next capsule to open. */
export function DailyRitualCards() {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <QuestionCard />
      <CapsuleCard />
    </div>
  );
}
