import { useSongPlayer } from '../../lib/use-song-player';
import { QueueView, type QueueLabels, type Songs } from './QueueView';

/** The queue with its player (loaded with the first press of play, SongQueue): it plays when ready. */
export default function PlayingQueue({ songs, index, onPick, labels }: { songs: Songs; index: number; onPick: (i: number) => void; labels: QueueLabels }) {
  const next = () => index + 1 < songs.length && onPick(index + 1);
  const player = useSongPlayer(songs[index].videoId, { autoplay: true, onEnded: next });
  return <QueueView songs={songs} index={index} onPick={onPick} player={player} labels={labels} />;
}
