import { describe, expect, it, vi } from 'vitest';
import { useCoupleApp } from '../testing/couple-app';
import { createCouple, type TestMember } from '../testing/fixtures';
import { makePng, multipartForm } from '../testing/photos';
import { photoPool } from './photo-pool';

/**
 * Issue 33: one member's two parallel upload loops made 14 of 18 of another couple's uploads fail
 * with 503. The photo slots (PHOTO_CONCURRENCY, 2 by default) are shared between spaces: the
 * other couple's photo waits for the next free slot and is accepted, ahead of the busy space's own.
 */
describe("a busy space cannot refuse another couple's photo", () => {
  const t = useCoupleApp({ env: { REMINDER_INTERVAL_MINUTES: '0' } });

  const upload = async (m: TestMember) =>
    m.api({ method: 'POST', url: '/api/settings/profile/photo', ...multipartForm({ filename: 'foto.png', contentType: 'image/png', bytes: await makePng(40, 40) }) });

  /** A photo of the flooding space in work until `release` (its upload loops' photos being encoded). */
  const inWork = (spaceId: string) => {
    let release!: () => void;
    const done = photoPool(t.app).run(spaceId, () => new Promise<void>((resolve) => (release = resolve)));
    return { release: () => release(), done };
  };

  it("while one space's uploads take every slot, the other couple's upload waits its turn and is accepted, ahead of the busy space's next", async () => {
    const other = await createCouple(t.app, ['Zeynep', 'Can']);
    const pool = photoPool(t.app);
    const loops = [inWork(t.c.spaceId), inWork(t.c.spaceId)];
    // The busy space's next photo is already waiting, and stays in work once it starts.
    const floodNext = inWork(t.c.spaceId);
    expect(pool.waitingIn(t.c.spaceId)).toBe(1);
    const theirs = upload(other.partner);
    await vi.waitFor(() => expect(pool.waitingIn(other.spaceId)).toBe(1));

    // One slot frees: it goes to the couple with nothing in work, so their photo is done and
    // answered while the busy space's next photo still waits (had it gone first, theirs would wait on).
    loops[0].release();
    const res = await theirs;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().me.photoUrl).toMatch(/^\/api\/photos\//);
    await vi.waitFor(() => expect(pool.waitingIn(t.c.spaceId)).toBe(0));

    for (const held of [loops[1], floodNext]) held.release();
    await Promise.all([...loops, floodNext].map((l) => l.done));
  });
});
