import { Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { lazyPart } from '../../../lib/lazy-page';
import { homeOnThisDayQuery } from '../api';

// Its own chunk, with the memories' words: most days there is no memory of today.
const OnThisDayBody = lazyPart(() => import('./OnThisDayBody').then((m) => m.OnThisDayBody));

/** A card on home only when earlier years have a memory of today; it leads to /memories. */
export function OnThisDayCard() {
  const { data } = useQuery(homeOnThisDayQuery);
  if (!data || data.memories.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <OnThisDayBody data={data} />
    </Suspense>
  );
}
