// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSongPlayer, loadYouTubeApi } from './youtube-player';

/** A stand-in for window.YT that records what the module asks of each player. */
class FakePlayer {
  static made: FakePlayer[] = [];
  calls: string[] = [];
  constructor(
    readonly element: HTMLElement,
    readonly options: { videoId: string; host: string; events: { onReady(): void; onStateChange(e: { data: number }): void; onError(e: { data: number }): void } },
  ) {
    FakePlayer.made.push(this);
    setTimeout(() => options.events.onReady(), 0);
  }
  playVideo = () => {
    this.calls.push('play');
    this.options.events.onStateChange({ data: 1 });
  };
  pauseVideo = () => {
    this.calls.push('pause');
    this.options.events.onStateChange({ data: 2 });
  };
  seekTo = (s: number) => this.calls.push(`seek ${s}`);
  setVolume = (v: number) => this.calls.push(`volume ${v}`);
  getCurrentTime = () => 12;
  getDuration = () => 200;
  destroy = () => this.calls.push('destroy');
}

const options = (videoId: string, events: Partial<{ onPlayingChange(p: boolean): void; onError(): void }> = {}) => ({
  apiUrl: 'https://yt.test/iframe_api',
  host: 'https://www.youtube-nocookie.com',
  videoId,
  volume: 50,
  onReady: () => {},
  onPlayingChange: events.onPlayingChange ?? (() => {}),
  onError: events.onError ?? (() => {}),
});

describe('youtube-player', () => {
  beforeEach(() => {
    FakePlayer.made = [];
    (window as unknown as { YT: unknown }).YT = { Player: FakePlayer };
  });

  it('makes a player on the privacy-enhanced host with volume 50 once ready', async () => {
    const song = await createSongPlayer(document.createElement('div'), options('2Vv-BfVoq4g'));
    const [player] = FakePlayer.made;
    expect(player.options).toMatchObject({ videoId: '2Vv-BfVoq4g', host: 'https://www.youtube-nocookie.com' });
    await vi.waitFor(() => expect(player.calls).toContain('volume 50'));
    expect(song.position()).toEqual({ current: 12, duration: 200 });
    song.seek(30);
    expect(player.calls).toContain('seek 30');
  });

  it('starting one song pauses the one that plays', async () => {
    const playing: Record<string, boolean> = {};
    const a = await createSongPlayer(document.createElement('div'), options('aaaaaaaaaaa', { onPlayingChange: (p) => (playing.a = p) }));
    const b = await createSongPlayer(document.createElement('div'), options('bbbbbbbbbbb', { onPlayingChange: (p) => (playing.b = p) }));
    const [pa, pb] = FakePlayer.made;
    a.play();
    expect(playing).toEqual({ a: true });
    b.play();
    expect(pa.calls).toEqual(['play', 'pause']);
    expect(pb.calls).toEqual(['play']);
    expect(playing).toEqual({ a: false, b: true });
    // Started by YouTube itself (not through play()): still one at a time.
    pa.playVideo();
    expect(pb.calls).toContain('pause');
    expect(playing).toEqual({ a: true, b: false });
    a.destroy();
    b.destroy();
  });

  it('a playback error ends playing and reports', async () => {
    const onError = vi.fn();
    const changes: boolean[] = [];
    await createSongPlayer(document.createElement('div'), options('ccccccccccc', { onError, onPlayingChange: (p) => changes.push(p) }));
    FakePlayer.made[0].options.events.onError({ data: 150 });
    expect(onError).toHaveBeenCalledOnce();
    expect(changes).toEqual([false]);
  });

  it('a script that cannot load rejects, and a later try loads it again', async () => {
    delete (window as unknown as { YT?: unknown }).YT;
    // happy-dom refuses to load scripts: exactly the "blocked or offline" case.
    const appended = vi.spyOn(document.head, 'appendChild');
    await expect(loadYouTubeApi('https://yt.test/iframe_api')).rejects.toThrow();
    expect(document.head.querySelector('script[src="https://yt.test/iframe_api"]')).toBeNull();
    await expect(loadYouTubeApi('https://yt.test/iframe_api')).rejects.toThrow();
    expect(appended).toHaveBeenCalledTimes(2);
    appended.mockRestore();
  });
});
