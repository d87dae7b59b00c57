import { useSongPlayer } from '../../../lib/use-song-player';
import { QueueView, type Songs } from './QueueView';

/** The queue with its player (loaded with the first press of play, SongsSection): it plays when ready. */
export default function PlayingQueue({ songs, index, onPick }: { songs: Songs; index: number; onPick: (i: number) => void }) {
  const next = () => index + 1 < songs.length && onPick(index + 1);
  const player = useSongPlayer(songs[index].videoId, { autoplay: true, onEnded: next });
  return <QueueView songs={songs} index={index} onPick={onPick} player={player} />;
}
