import { Suspense } from 'react';
import { Quote } from 'lucide-react';
import { yilimizMessages as m, type YearInReview } from '../../../shared/yilimiz';
import { BigFigure, Section } from './components/Section';
import { MemoriesSection } from './components/MemoriesSection';
import { PlacesSection } from './components/PlacesSection';
import { SongsSection } from './components/SongsSection';
import { GameSection } from './components/GameSection';
import { ShareSection } from './components/ShareSection';
import { TripsSection } from './components/TripsSection';
import { AgreementSection } from './components/AgreementSection';
import { lazyPart } from '../../lib/lazy-page';

// Only a year in which both answered questions has this section: its code and the questions' words come then.
const QuestionsSection = lazyPart(() => import('./components/QuestionsSection').then((m) => m.QuestionsSection));

/** Yılımız after its lists: loaded once the first screen is drawn (YilimizPage.tsx). */
export function YilimizBelow({ review: y }: { review: YearInReview }) {
  return (
    <>
      <AgreementSection agreement={y.agreement} />
      <PlacesSection places={y.places} />
      <TripsSection trips={y.trips} />
      <MemoriesSection memories={y.memories} />
      <SongsSection songs={y.songs} />
      <GameSection game={y.game} />
      <Section id="quotes" title={m.quotes} icon={<Quote className="h-4 w-4" />}>
        <BigFigure testId="yil-quotes-count">{m.quotesCount(y.quotes.count)}</BigFigure>
      </Section>
      {y.questions.answeredTogether > 0 && (
        <Suspense fallback={null}>
          <QuestionsSection questions={y.questions} />
        </Suspense>
      )}
      <ShareSection review={y} />
    </>
  );
}
