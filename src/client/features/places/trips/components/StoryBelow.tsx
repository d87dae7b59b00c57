import { CalendarDays, Music, Share2 } from 'lucide-react';
import { tripsMessages as tm, type TripDetail } from '../../../../../shared/trips-words';
import { SongQueue } from '../../../../ui/song-queue/SongQueue';
import { Part } from './StoryPart';
import { StoryDays } from './StoryDays';
import { StoryShare } from './StoryShare';

const songLabels = {
  get playAll() {
    return tm.playAll;
  },
  testId: 'story',
};

/** The story below its first screen: the days with their photos, both members' songs one after another, the picture to share. */
export function StoryBelow({ detail: d }: { detail: TripDetail }) {
  return (
    <>
      <Part id="days" title={tm.gathered} icon={<CalendarDays className="h-4 w-4" />}>
        <StoryDays days={d.days} />
      </Part>
      <Part id="songs" title={tm.songs} icon={<Music className="h-4 w-4" />}>
        {d.songs.length > 0 ? <SongQueue songs={d.songs} labels={songLabels} /> : <p className="text-sm text-stone-500 dark:text-stone-400">{tm.songsEmpty}</p>}
      </Part>
      <Part id="share" title={tm.share} icon={<Share2 className="h-4 w-4" />}>
        <StoryShare detail={d} />
      </Part>
    </>
  );
}
