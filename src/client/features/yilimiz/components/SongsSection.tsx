import { Music } from 'lucide-react';
import { yilimizMessages as m, type YearInReview } from '../../../../shared/yilimiz';
import { SongQueue } from '../../../ui/song-queue/SongQueue';
import { BigFigure, Section } from './Section';

const labels = { get playAll() { return m.playAll; }, testId: 'yil' };

/** The year's songs, playable one after another (ui/song-queue, shared with a trip's story). */
export function SongsSection({ songs }: { songs: YearInReview['songs'] }) {
  return (
    <Section id="songs" title={m.songs} icon={<Music className="h-4 w-4" />}>
      <BigFigure testId="yil-songs-count">{m.songsCount(songs.count)}</BigFigure>
      <SongQueue songs={songs.items} labels={labels} />
    </Section>
  );
}
