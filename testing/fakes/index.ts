import { startFakeOmdb } from './omdb';
import { startFakeGoogleBooks } from './google-books';
import { startFakeYouTube } from './youtube';
import { startFakeGeocoding } from './geocoding';

/**
 * Fake outside services for the browser tests: local HTTP servers that answer in the real
 * services' shapes. Each fake adds the settings that point the app at it (e.g. OMDB_BASE_URL).
 * Nothing in the test suite reaches the internet.
 */
export interface Fakes {
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startFakes(): Promise<Fakes> {
  const started: Fakes[] = [];
  started.push(await startFakeOmdb(), await startFakeGoogleBooks(), await startFakeGeocoding());
  started.push(await startFakeYouTube());
  const env: Record<string, string> = {};
  for (const fake of started) Object.assign(env, fake.env);
  return { env, close: async () => void (await Promise.all(started.map((f) => f.close()))) };
}
