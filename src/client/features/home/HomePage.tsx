import { Suspense } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { homeMessages as m } from '../../../shared/home';
import { Spinner } from '../../ui/Spinner';
import { EmptyState } from '../../ui/EmptyState';
import { lazyPart } from '../../lib/lazy-page';
import { homeQuery } from './api';
import { Hero } from './components/Hero';
import { CountdownCard, MemoriesCard, TogetherCard } from './components/StatCards';
import { GameBanner } from './components/GameBanner';
import { CategoryCards } from './components/CategoryCards';
import { OnThisDayCard } from './components/OnThisDayCard';
import { MilestoneCard, YearReviewCard } from './components/YilimizCards';
import { NearScreen } from './components/NearScreen';

// Cards in their own chunks (decision 020, amended 2026-11-27): the trip's countdown only when
// there is a trip; İkimiz's and the daily rituals' below the first screen, when scrolled near.
const TripCountdownCard = lazyPart(() => import('./components/TripCountdownCard').then((c) => c.default));
const IkimizCards = lazyPart(() => import('./components/IkimizCards').then((c) => c.IkimizCards));
const DailyRitualCards = lazyPart(() => import('./components/DailyRitualCards').then((c) => c.DailyRitualCards));

/** What this page shows first: loaded with the page when it opens the app (lib/lazy-page.tsx). */
export const openingQueries = [homeQuery];

/** The countdown's chunk comes with the page's first draw when home's read says there is a trip. */
export const openingParts = (_url: URL, client: QueryClient) => [
  { preload: () => client.ensureQueryData({ ...homeQuery, retry: false }).then((home) => (home.nextTrip ? TripCountdownCard.preload() : undefined)) },
];

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
      {data.nextTrip && (
        <Suspense fallback={null}>
          <TripCountdownCard trip={data.nextTrip} />
        </Suspense>
      )}
      <OnThisDayCard />
      {/* Below a phone's first screen: each card styled, laid out and painted when it comes near
          (`content-visibility: auto`, its drawn height kept; decision 020 (8)). On the cards
          themselves, not on a wrapper, whose paint containment would clip their rings and shadows. */}
      <div className="grid gap-4 *:[contain-intrinsic-height:auto_180px] *:[content-visibility:auto] sm:grid-cols-2 xl:grid-cols-4">
        <TogetherCard days={data.daysTogether} since={data.togetherSince} />
        <CountdownCard next={data.nextSpecialDate} />
        <MemoriesCard />
        <MilestoneCard togetherSince={data.togetherSince} today={data.today} />
      </div>
      <NearScreen reserve="min-h-80 sm:min-h-44">
        <IkimizCards shelf={data.shelf} />
      </NearScreen>
      <GameBanner game={data.game} />
      <NearScreen reserve="min-h-84 md:min-h-40">
        <DailyRitualCards />
      </NearScreen>
      <CategoryCards counts={data.counts} />
    </div>
  );
}
