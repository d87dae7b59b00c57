/**
 * The YouTube IFrame Player API, kept in this one module: loading the script from
 * YOUTUBE_IFRAME_API_URL (once per page), making a player on the privacy-enhanced host, and the
 * rule that only one song plays at a time. The rest of the app sees a `SongPlayer`.
 */

interface YTPlayer {
  playVideo(): void;
  pauseVideo(): void;
  seekTo(seconds: number, allowSeekAhead: boolean): void;
  setVolume(volume: number): void;
  getCurrentTime(): number;
  getDuration(): number;
  destroy(): void;
}

interface YTNamespace {
  Player: new (
    element: HTMLElement,
    options: {
      videoId: string;
      host: string;
      width: number;
      height: number;
      playerVars: Record<string, string | number>;
      events: {
        onReady: () => void;
        onStateChange: (e: { data: number }) => void;
        onError: (e: { data: number }) => void;
      };
    },
  ) => YTPlayer;
}

declare global {
  interface Window {
    YT?: YTNamespace;
    onYouTubeIframeAPIReady?: () => void;
  }
}

/** YT.PlayerState.PLAYING and BUFFERING: the song is (about to be) heard. */
const PLAYING = 1;
const BUFFERING = 3;
const ENDED = 0;
const LOAD_TIMEOUT_MS = 15_000;

let loading: Promise<YTNamespace> | null = null;

/** Loads the IFrame API script once; rejects when it cannot be loaded (blocked, offline). */
export function loadYouTubeApi(src: string): Promise<YTNamespace> {
  if (window.YT?.Player) return Promise.resolve(window.YT);
  if (loading) return loading;
  const attempt = new Promise<YTNamespace>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = () => {
      script.remove();
      reject(new Error('YouTube IFrame API could not be loaded'));
    };
    const timer = setTimeout(fail, LOAD_TIMEOUT_MS);
    const previous = window.onYouTubeIframeAPIReady;
    window.onYouTubeIframeAPIReady = () => {
      clearTimeout(timer);
      previous?.();
      if (window.YT?.Player) resolve(window.YT);
      else fail();
    };
    script.src = src;
    script.async = true;
    script.onerror = () => {
      clearTimeout(timer);
      fail();
    };
    document.head.appendChild(script);
  });
  loading = attempt;
  // A failed load is forgotten (after this call has its answer), so the next card tries again.
  attempt.catch(() => {
    if (loading === attempt) loading = null;
  });
  return attempt;
}

export interface SongPlayer {
  play(): void;
  pause(): void;
  seek(seconds: number): void;
  setVolume(volume: number): void;
  /** Seconds played and the song's length (0 until known). */
  position(): { current: number; duration: number };
  destroy(): void;
}

export interface SongPlayerOptions {
  apiUrl: string;
  /** The privacy-enhanced host, e.g. https://www.youtube-nocookie.com. */
  host: string;
  videoId: string;
  volume: number;
  onReady: () => void;
  onPlayingChange: (playing: boolean) => void;
  /** YouTube could not play the video (removed, not embeddable, …). */
  onError: () => void;
  /** The song played to its end. */
  onEnded?: () => void;
}

/** The one player allowed to sound; starting another pauses it. */
let current: SongPlayer | null = null;

/**
 * A hidden YouTube player for one song inside `container` (the API replaces a child element with
 * its iframe, so React never owns that node). Rejects when the API cannot be loaded or refuses.
 */
export async function createSongPlayer(container: HTMLElement, options: SongPlayerOptions): Promise<SongPlayer> {
  const YT = await loadYouTubeApi(options.apiUrl);
  const mount = document.createElement('div');
  container.appendChild(mount);
  let player: YTPlayer | null = null;
  let ready = false;

  const song: SongPlayer = {
    play: () => {
      if (current && current !== song) current.pause();
      current = song;
      player?.playVideo();
    },
    pause: () => player?.pauseVideo(),
    seek: (seconds) => player?.seekTo(seconds, true),
    setVolume: (volume) => player?.setVolume(volume),
    position: () => (ready && player ? { current: player.getCurrentTime() || 0, duration: player.getDuration() || 0 } : { current: 0, duration: 0 }),
    destroy: () => {
      if (current === song) current = null;
      player?.destroy();
      player = null;
      container.replaceChildren();
    },
  };

  player = new YT.Player(mount, {
    videoId: options.videoId,
    host: options.host,
    width: 200,
    height: 200,
    playerVars: { playsinline: 1, controls: 0, rel: 0, origin: window.location.origin },
    events: {
      onReady: () => {
        ready = true;
        player?.setVolume(options.volume);
        options.onReady();
      },
      onStateChange: ({ data }) => {
        const playing = data === PLAYING || data === BUFFERING;
        // Started from elsewhere (e.g. a media key): still only one song at a time.
        if (playing && current !== song) {
          current?.pause();
          current = song;
        }
        options.onPlayingChange(playing);
        if (data === ENDED) options.onEnded?.();
      },
      onError: () => {
        options.onPlayingChange(false);
        options.onError();
      },
    },
  });
  return song;
}
