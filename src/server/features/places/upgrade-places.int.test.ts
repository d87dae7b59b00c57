import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { openConfiguredDatabase } from '../../db/open';
import { createTestApp } from '../../testing/test-app';
import { loadOldData, upgradeFixtures } from '../../testing/upgrade-fixtures';
import { SESSION_COOKIE } from '../../platform/auth/sessions';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../../seed/demo';
import type { Place } from '../../../shared/places';

/** The newest fixture made before trips: the migration of issue 37 runs on it. */
const BEFORE_TRIPS = '0005_push';

/**
 * Issue 37's migration on the data of the last version before it: every existing place comes
 * through as 'Gittik' with its visit date and everything else it had; there are no trips yet, and
 * a wish and a trip can be added at once.
 */
describe("upgrade: existing places are 'Gittik'", () => {
  it(`${BEFORE_TRIPS}: every place keeps its date and reads 'Gittik'; wishes and trips work on the upgraded data`, async () => {
    expect(upgradeFixtures).toContain(BEFORE_TRIPS);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'defterimiz-upgrade-places-'));
    const old = await loadOldData(BEFORE_TRIPS, dataDir, {
      places: 'select id::text as id, name, visit_date::text as "visitDate", rating, notes from places order by id',
    });
    try {
      const oldPlaces = old.read.places as { id: string; name: string; visitDate: string; rating: number | null; notes: string }[];
      expect(oldPlaces.length).toBeGreaterThan(0);
      const config = loadConfig({ DATA_DIR: dataDir, BACKUP_SCHEDULE: 'off', LOG_LEVEL: 'silent', REMINDER_INTERVAL_MINUTES: '0', ...old.env });
      const database = await openConfiguredDatabase(config, 'server');
      const app = await createTestApp({ database, configure: (c) => (c.dataDir = dataDir) });
      try {
        const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: DEMO_MEMBERS[0].email, password: DEMO_PASSWORD } });
        const cookie = `${SESSION_COOKIE}=${login.cookies.find((c) => c.name === SESSION_COOKIE)!.value}`;
        const api = (opts: { method?: 'GET' | 'POST'; url: string; payload?: object }) => app.inject({ ...opts, headers: { cookie } });

        const places: Place[] = (await api({ url: '/api/places' })).json().places;
        const now = [...places].sort((a, b) => a.id.localeCompare(b.id));
        expect(now.map((p) => ({ id: p.id, name: p.name, visitDate: p.visitDate, rating: p.ratings.find((r) => r.memberId === p.addedBy?.id)?.rating ?? null, notes: p.notes }))).toEqual(oldPlaces);
        expect(now.every((p) => p.status === 'visited' && p.reason === '')).toBe(true);
        expect((await api({ url: '/api/trips' })).json().trips).toEqual([]);

        const wish = await api({ method: 'POST', url: '/api/places', payload: { name: 'Kapadokya', lat: 38.64, lng: 34.83, status: 'wish' } });
        expect(wish.statusCode).toBe(201);
        const trip = await api({ method: 'POST', url: '/api/trips', payload: { name: 'Kapadokya', startDate: '2030-05-01', endDate: '2030-05-03', placeIds: [wish.json().place.id, now[0].id] } });
        expect(trip.statusCode).toBe(201);
        expect(trip.json().trip.placeCount).toBe(2);
      } finally {
        await app.close();
      }
    } finally {
      await old.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
