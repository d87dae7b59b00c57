import { useState } from 'react';
import { useSearchParams } from '../../lib/router';
import { GameHeader } from './components/GameHeader';
import { PastDays } from './components/PastDays';
import { PracticeGame } from './components/PracticeGame';
import { TodayGame } from './components/TodayGame';

/**
 * 'Günün Film/Dizi Tahmini' (spec §2 Movie game; decisions §5.9, 025): today's game, or with
 * `?gun=YYYY-MM-DD` a past day from 'Geçmiş günler' played as practice.
 */
export default function MovieGamePage() {
  const [params] = useSearchParams();
  const date = params.get('gun');
  const [pastOpen, setPastOpen] = useState(false);
  const header = (streak: number | null) => (
    <>
      <GameHeader streak={streak} pastOpen={pastOpen} onPast={() => setPastOpen((open) => !open)} />
      {pastOpen && <PastDays current={date} onPick={() => setPastOpen(false)} />}
    </>
  );
  return (
    <div className="space-y-5">
      {date ? <PracticeGame key={date} date={date} header={header} /> : <TodayGame header={header} />}
    </div>
  );
}
