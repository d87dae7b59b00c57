import { useQuery } from '@tanstack/react-query';
import { homeMessages as m } from '../../../shared/home';
import { Spinner } from '../../ui/Spinner';
import { EmptyState } from '../../ui/EmptyState';
import { homeQuery } from './api';
import { Hero } from './components/Hero';
import { CountdownCard, MemoriesCard, TogetherCard } from './components/StatCards';
import { GameBanner } from './components/GameBanner';
import { CategoryCards } from './components/CategoryCards';
import { OnThisDayCard } from './components/OnThisDayCard';
import { MilestoneCard, YearReviewCard } from './components/YilimizCards';
import { TripCountdownCard } from './components/TripCountdownCard';
import { DailyRitualCards } from './components/DailyRitualCards';
import { IkimizCards } from './components/IkimizCards';

/** What this page shows first: loaded with the page when it opens the app (lib/lazy-page.tsx). */
export const openingQueries = [homeQuery];

/** The couple's front page (spec §2 Home). */
export default function HomePage() {
  const home = useQuery(homeQuery);
  if (home.isPending) return <Spinner />;
  if (home.isError) return <EmptyState title={m.loadFailed} />;
  const data = home.data;
  return (
    <div className="space-y-6">
      <Hero quote={data.dailyQuote} members={data.members} />
      <YearReviewCard today={data.today} />
      <TripCountdownCard trip={data.nextTrip} />
      <OnThisDayCard />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <TogetherCard days={data.daysTogether} since={data.togetherSince} />
        <CountdownCard next={data.nextSpecialDate} />
        <MemoriesCard />
        <MilestoneCard togetherSince={data.togetherSince} today={data.today} />
      </div>
      <IkimizCards shelf={data.shelf} />
      <GameBanner game={data.game} />
      <DailyRitualCards />
      <CategoryCards counts={data.counts} />
    </div>
  );
}
