import { z, isoDate } from './validation';

export * from './music-words';
import { musicMessages, VIDEO_ID, parseYouTubeLink } from './music-words';

const m = musicMessages;

/**
 * A new song: either a search result's video id or a pasted link, for a day (not a future one:
 * the server checks that in the space's time zone). Both become `{ date, videoId }`.
 */
export const addMusicInput = z
  .object({
    date: isoDate,
    videoId: z.string({ error: () => m.invalidLink }).optional(),
    url: z.string({ error: () => m.invalidLink }).max(500, { error: () => m.invalidLink }).optional(),
  })
  .transform((input, ctx) => {
    const videoId = input.videoId !== undefined ? (VIDEO_ID.test(input.videoId) ? input.videoId : null) : parseYouTubeLink(input.url ?? '');
    if (!videoId) {
      ctx.addIssue({ code: 'custom', message: m.invalidLink, path: [input.videoId !== undefined ? 'videoId' : 'url'] });
      return z.NEVER;
    }
    return { date: input.date, videoId };
  });
export type AddMusicInput = z.input<typeof addMusicInput>;

export const musicDayQuery = z.object({ date: isoDate.optional() });

export interface Music {
  id: string;
  videoId: string;
  title: string;
  /** The channel that published the video. */
  artist: string;
  cover: string | null;
  /** The day it was added for (YYYY-MM-DD, the space's calendar). */
  date: string;
  createdAt: string;
  /** The member who added it; null when that account is gone. */
  addedBy: { id: string; displayName: string } | null;
}

/** `GET /api/music`: one day's songs and today in the space's zone (no song goes past it). */
export interface MusicDay {
  date: string;
  today: string;
  music: Music[];
}

export interface MusicSearchResult {
  videoId: string;
  title: string;
  channel: string;
  cover: string | null;
}

/** '{ad} günün şarkısını ekledi: {başlık}'. */
export function musicNotificationMessage(actorName: string, title: string): string {
  return m.notification(actorName, title);
}
