import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from './toast';
import { MUSIC_DEFAULT_VOLUME, MUSIC_POLL_MS, musicMessages as m } from '../../shared/music-words';
import { useClientConfig } from './client-config';
import { createSongPlayer, type SongPlayer } from './youtube-player';

export interface SongPlayerHooks {
  /** Starts playing as soon as the player is ready (the next song of a queue). */
  autoplay?: boolean;
  /** The song played to its end: a queue moves on (Yılımız plays the year's songs one after another). */
  onEnded?: () => void;
}

/**
 * One song's player for a card (music) or a queue (Yılımız): ready, playing, position (read every
 * 500 ms while playing) and volume (50 to start). The player lives in the element given to it
 * (`setMount`, a callback ref).
 */
export function useSongPlayer(videoId: string, hooks: SongPlayerHooks = {}) {
  const hooksRef = useRef(hooks);
  useEffect(() => {
    hooksRef.current = hooks;
  });
  const config = useClientConfig().data?.youtube;
  const [mount, setMount] = useState<HTMLDivElement | null>(null);
  const player = useRef<SongPlayer | null>(null);
  const [ready, setReady] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState({ current: 0, duration: 0 });
  const [volume, setVolumeState] = useState(MUSIC_DEFAULT_VOLUME);
  const volumeRef = useRef(volume);

  useEffect(() => {
    if (!config || !mount) return;
    let cancelled = false;
    let made: SongPlayer | null = null;
    let playWhenMade = false;
    createSongPlayer(mount, {
      apiUrl: config.iframeApiUrl,
      host: config.playerHost,
      videoId,
      volume: volumeRef.current,
      onReady: () => {
        if (cancelled) return;
        setReady(true);
        if (made) setPosition(made.position());
        if (hooksRef.current.autoplay) {
          if (made) made.play();
          else playWhenMade = true;
        }
      },
      onEnded: () => !cancelled && hooksRef.current.onEnded?.(),
      onPlayingChange: (p) => !cancelled && setPlaying(p),
      onError: () => toast.error(m.playbackFailed, { toastId: `music-playback-${videoId}` }),
    }).then(
      (p) => {
        made = p;
        if (cancelled) p.destroy();
        else {
          player.current = p;
          if (playWhenMade) p.play();
        }
      },
      () => !cancelled && toast.error(m.playerFailed, { toastId: 'music-player' }),
    );
    return () => {
      cancelled = true;
      made?.destroy();
      player.current = null;
      setReady(false);
      setPlaying(false);
    };
  }, [config, videoId, mount]);

  useEffect(() => {
    if (!playing) return;
    const tick = () => player.current && setPosition(player.current.position());
    tick();
    const timer = setInterval(tick, MUSIC_POLL_MS);
    return () => clearInterval(timer);
  }, [playing]);

  const toggle = useCallback(() => {
    if (!player.current) return;
    if (playing) player.current.pause();
    else player.current.play();
  }, [playing]);

  const seek = useCallback((seconds: number) => {
    player.current?.seek(seconds);
    setPosition((p) => ({ ...p, current: seconds }));
  }, []);

  const setVolume = useCallback((v: number) => {
    volumeRef.current = v;
    setVolumeState(v);
    player.current?.setVolume(v);
  }, []);

  return { setMount, ready, playing, position, volume, toggle, seek, setVolume };
}
