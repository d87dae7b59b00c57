import type { FastifyInstance } from 'fastify';
import { gameGuesses, memories, memoryPhotos, music, photos, places } from '../db/schema';

/** Rows written straight to the database for the Yılımız tests (songs need oEmbed, guesses a day's title). */
export function yearSeeder(app: FastifyInstance, spaceId: string) {
  const db = app.ctx.db;
  let song = 0;
  return {
    async song(userId: string, date: string, title = `Şarkı ${++song}`) {
      await db.insert(music).values({ spaceId, addedBy: userId, date, videoId: `vid${String(++song).padStart(8, '0')}`, title, artist: 'Sanatçı' });
    },
    /** One day of the game: `won` after `guesses` guesses, or lost after them. */
    async gameDay(userId: string, day: string, won: boolean, guesses: number) {
      for (let n = 1; n <= guesses; n++) {
        const correct = won && n === guesses;
        await db.insert(gameGuesses).values({ spaceId, userId, day, n, imdbId: 'tt0000001', title: 'X', type: 'movie', cells: [], correct });
      }
    },
    async place(userId: string, name: string, visitDate: string, lat: number, lng: number) {
      const [row] = await db.insert(places).values({ spaceId, addedBy: userId, name, lat, lng, category: 'Diğer', visitDate }).returning({ id: places.id });
      return row.id;
    },
    async memory(userId: string, title: string, date: string, likeCount = 0, withPhoto = false) {
      const [row] = await db.insert(memories).values({ spaceId, addedBy: userId, title, date, category: 'other', likeCount }).returning({ id: memories.id });
      if (withPhoto) {
        const [photo] = await db
          .insert(photos)
          .values({ spaceId, uploadedBy: userId, key: `k-${row.id}`, thumbKey: `t-${row.id}`, contentType: 'image/webp', width: 10, height: 10, bytes: 10 })
          .returning({ id: photos.id });
        await db.insert(memoryPhotos).values({ memoryId: row.id, photoId: photo.id, position: 0 });
        return { id: row.id, photoId: photo.id };
      }
      return { id: row.id, photoId: null };
    },
  };
}
