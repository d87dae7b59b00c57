import { describe, expect, it } from 'vitest';
import { useCoupleApp } from '../testing/couple-app';
import { moviesMessages, movieNotificationMessage } from '../../shared/movies-words';
import { accountMessages } from '../../shared/account-words';
import { readIn } from '../../shared/i18n/words';
import type { NotificationList } from '../../shared/notifications';

/**
 * One server, two languages at once (decision 030): every answer speaks its requester's language
 * and a notification its recipient's, whatever else runs at the same moment.
 */
describe('the server speaks each member their own language', () => {
  const t = useCoupleApp();
  const setLanguage = async (who: 'owner' | 'partner', language: 'tr' | 'en') =>
    expect((await t.c[who].api({ method: 'PATCH', url: '/api/settings/profile', payload: { language } })).statusCode).toBe(200);

  it('answers two requests in two languages at the same time, each in its own', async () => {
    await setLanguage('owner', 'tr');
    await setLanguage('partner', 'en');
    // Read here, not at collection: the catalogues load with the app.
    const english = readIn('en', () => moviesMessages.titleRequired);
    const turkish = readIn('tr', () => moviesMessages.titleRequired);
    expect(english).toBe('Please enter a film title.');
    expect(turkish).toBe('Lütfen bir film adı girin.');
    // Many at once, interleaved: a language kept in a module variable would leak between them.
    const bad = (who: 'owner' | 'partner') => t.c[who].api({ method: 'POST', url: '/api/movies', payload: { title: '' } });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => bad(i % 2 ? 'partner' : 'owner')));
    answers.forEach((res, i) => {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: i % 2 ? english : turkish });
    });
  });

  it('a signed-out request follows the browser: Accept-Language English gets English, anything else Turkish', async () => {
    const login = (acceptLanguage?: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {}, payload: { email: 'nobody@example.com', password: 'wrong-password' } });
    const [en, de, none] = await Promise.all([login('en-GB,en;q=0.9'), login('de-DE'), login()]);
    expect(en.json()).toEqual({ error: readIn('en', () => accountMessages.auth.loginFailure) });
    expect(de.json()).toEqual({ error: readIn('tr', () => accountMessages.auth.loginFailure) });
    expect(none.json()).toEqual({ error: accountMessages.auth.loginFailure });
  });

  it('a Turkish actor’s notification reaches an English partner in English (and the reverse)', async () => {
    await setLanguage('owner', 'tr');
    await setLanguage('partner', 'en');
    expect((await t.c.owner.api({ method: 'POST', url: '/api/movies', payload: { title: 'Inception' } })).statusCode).toBe(201);
    const partner = (await t.c.partner.api({ url: '/api/notifications' })).json() as NotificationList;
    expect(partner.notifications[0]).toMatchObject({
      title: readIn('en', () => moviesMessages.notificationTitle),
      message: readIn('en', () => movieNotificationMessage(t.c.owner.name, 'Inception')),
    });
    expect(partner.notifications[0].message).toMatch(/added a new film/);

    expect((await t.c.partner.api({ method: 'POST', url: '/api/movies', payload: { title: 'Amélie' } })).statusCode).toBe(201);
    const owner = (await t.c.owner.api({ url: '/api/notifications' })).json() as NotificationList;
    expect(owner.notifications[0]).toMatchObject({ title: 'Yeni film', message: `${t.c.partner.name} yeni bir film ekledi: Amélie` });
  });

  it('refuses a language it does not speak, in the requester’s language, and changes nothing', async () => {
    await setLanguage('partner', 'en');
    const res = await t.c.partner.api({ method: 'PATCH', url: '/api/settings/profile', payload: { language: 'de' } });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { error: string }).error).toMatch(/^[\x20-\x7E’]+$/);
    const session = (await t.c.partner.api({ url: '/api/session' })).json() as { me: { language: string } };
    expect(session.me.language).toBe('en');
  });
});
