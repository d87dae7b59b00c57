import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { useCoupleApp } from '../../testing/couple-app';
import { makePng, multipartFiles } from '../../testing/photos';
import { sealCapsule, capsuleOf } from '../../testing/capsules';
import { capsules, photos } from '../../db/schema';

/** 'Yeni kapsül': every refusal in Turkish with nothing kept; a sealed letter is deleted by its author only. */
describe('capsule rules', () => {
  const clock = { now: new Date('2026-03-10T09:00:00Z') };
  const t = useCoupleApp({ now: () => clock.now, env: { REMINDER_INTERVAL_MINUTES: '0', UPLOAD_MAX_BYTES: String(200 * 1024) } });
  const good = { title: 'Geleceğe', body: 'Merhaba gelecek.', openDate: '2027-03-10' };
  const stored = async () => ({
    capsules: Number((await t.app.ctx.db.select({ n: count() }).from(capsules).where(eq(capsules.spaceId, t.c.spaceId)))[0].n),
    photos: Number((await t.app.ctx.db.select({ n: count() }).from(photos).where(eq(photos.spaceId, t.c.spaceId)))[0].n),
    blobs: await (async () => {
      let n = 0;
      for await (const _key of t.app.ctx.blobs.list(`photos/${t.c.spaceId}/`)) n++;
      return n;
    })(),
  });

  it('refuses an empty or too long letter, a day out of range and a malformed one, in Turkish, keeping nothing', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ ...good, title: '  ' }, 'Lütfen bir başlık girin.'],
      [{ ...good, title: 'b'.repeat(121) }, 'Başlık en fazla 120 karakter olabilir.'],
      [{ ...good, body: '' }, 'Lütfen mektubunuzu yazın.'],
      [{ ...good, body: 'ş'.repeat(10_001) }, 'Mektup en fazla 10.000 karakter olabilir.'],
      [{ ...good, openDate: '2026-03-10' }, 'Açılış tarihi yarından itibaren en fazla 25 yıl sonrası olabilir.'],
      [{ ...good, openDate: '2020-01-01' }, 'Açılış tarihi yarından itibaren en fazla 25 yıl sonrası olabilir.'],
      [{ ...good, openDate: '2051-03-11' }, 'Açılış tarihi yarından itibaren en fazla 25 yıl sonrası olabilir.'],
      [{ ...good, openDate: '10.03.2027' }, 'Geçerli bir tarih girin.'],
      [{ title: 'Tarihsiz', body: 'Merhaba' }, 'Geçerli bir tarih girin.'],
    ];
    for (const [fields, error] of cases) {
      const res = await sealCapsule(t.c.owner, fields as typeof good, 1);
      expect(res.statusCode, JSON.stringify(fields).slice(0, 80)).toBe(400);
      expect(res.json().error).toBe(error);
    }
    // A body past what the form allows is refused whole, never cut short.
    const huge = await sealCapsule(t.c.owner, { ...good, body: '𝄞'.repeat(20_000) });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error).toBe('Mektup en fazla 10.000 karakter olabilir.');
    expect(await stored()).toEqual({ capsules: 0, photos: 0, blobs: 0 });
    // The limits themselves: tomorrow, 25 years on, 10,000 characters.
    for (const openDate of ['2026-03-11', '2051-03-10']) expect((await sealCapsule(t.c.owner, { ...good, openDate, body: 'ş'.repeat(10_000) })).statusCode).toBe(201);
  });

  it('refuses an 11th photo, one over the size limit and one that is no photo, keeping none of the others', async () => {
    const before = await stored();
    const eleven = await sealCapsule(t.c.owner, good, 11);
    expect(eleven.statusCode).toBe(400);
    expect(eleven.json().error).toBe('Bir kapsüle en fazla 10 fotoğraf eklenebilir.');
    const big = Buffer.concat([await makePng(20, 20), Buffer.alloc(210 * 1024)]);
    const tooLarge = await sealCapsule(t.c.owner, good, [await makePng(), big]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error).toBe("Fotoğraf boyutu 1MB'dan küçük olmalıdır.");
    const form = multipartFiles([{ filename: 'a.png', contentType: 'image/png', bytes: await makePng() }, { filename: 'b.png', contentType: 'image/png', bytes: Buffer.from('bir fotoğraf değil') }], good);
    const notPhoto = await t.c.owner.api({ method: 'POST', url: '/api/capsules', ...form });
    expect(notPhoto.statusCode).toBe(400);
    expect(notPhoto.json().error).toMatch(/fotoğraf|görsel|desteklen/i);
    expect(await t.c.owner.api({ method: 'POST', url: '/api/capsules', payload: good }).then((r) => r.statusCode)).toBe(400);
    expect(await stored()).toEqual(before);
    expect((await sealCapsule(t.c.owner, { ...good, title: 'On fotoğraflı' }, 10)).statusCode).toBe(201);
  });

  it('has no edit; only its author deletes it (with its photos), the partner gets 403, another couple 404', async () => {
    const created = capsuleOf(await sealCapsule(t.c.partner, { ...good, title: 'Mehmet’in mektubu' }, 2));
    expect((await t.c.owner.api({ method: 'PUT', url: `/api/capsules/${created.id}`, payload: { title: 'Değişti' } })).statusCode).toBe(404);
    expect((await t.c.owner.api({ method: 'PATCH', url: `/api/capsules/${created.id}`, payload: { title: 'Değişti' } })).statusCode).toBe(404);
    const denied = await t.c.owner.api({ method: 'DELETE', url: `/api/capsules/${created.id}` });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error).toBe('Bu kapsülü sadece yazan kişi silebilir.');
    const before = await stored();
    expect((await t.c.partner.api({ method: 'DELETE', url: `/api/capsules/${created.id}` })).statusCode).toBe(200);
    expect(await stored()).toEqual({ capsules: before.capsules - 1, photos: before.photos - 2, blobs: before.blobs - 4 });
    expect((await t.c.partner.api({ url: `/api/capsules/${created.id}` })).statusCode).toBe(404);
  });
});
