import { describe, expect, it } from 'vitest';
import { openNotificationUrl, sameOriginUrl, type ClickClients } from './notification-click';

const ORIGIN = 'https://defter.example';

/** A fake of the worker's clients: windows at addresses, and a log of what the click did to them. */
function fakeClients(urls: string[], options: { navigateFails?: boolean } = {}) {
  const log: string[] = [];
  const windows = urls.map((url, i) => ({
    url,
    focus: async () => {
      log.push(`focus ${i}`);
    },
    navigate: async (to: string) => {
      if (options.navigateFails) throw new TypeError('not controlled');
      log.push(`navigate ${i} ${to}`);
    },
  }));
  const clients: ClickClients = {
    matchAll: async (query) => {
      log.push(`matchAll ${query.type} ${query.includeUncontrolled}`);
      return windows;
    },
    openWindow: async (url) => {
      log.push(`open ${url}`);
    },
  };
  return { clients, log };
}

describe('a click on a push notification', () => {
  it('focuses an open window of the app and takes it to the push page', async () => {
    const { clients, log } = fakeClients([`${ORIGIN}/music`]);
    expect(await openNotificationUrl(clients, ORIGIN, '/places?place=p1')).toBe('navigated');
    expect(log).toEqual(['matchAll window true', 'focus 0', `navigate 0 ${ORIGIN}/places?place=p1`]);
  });

  it('only focuses a window already on that page', async () => {
    const { clients, log } = fakeClients([`${ORIGIN}/`, `${ORIGIN}/memories?ani=m1`]);
    expect(await openNotificationUrl(clients, ORIGIN, '/memories?ani=m1')).toBe('focused');
    expect(log).toEqual(['matchAll window true', 'focus 1']);
  });

  it('opens a window when none of the app is open (another site’s window is not used)', async () => {
    for (const urls of [[], ['https://other.example/memories?ani=m1']]) {
      const { clients, log } = fakeClients(urls);
      expect(await openNotificationUrl(clients, ORIGIN, '/memories?ani=m1')).toBe('opened');
      expect(log).toEqual(['matchAll window true', `open ${ORIGIN}/memories?ani=m1`]);
    }
  });

  it("sends a foreign or broken URL in the payload to the app's home", async () => {
    for (const url of ['https://evil.example/phish', '//evil.example/x', 'javascript:alert(1)', undefined, 42]) {
      const { clients, log } = fakeClients([]);
      await openNotificationUrl(clients, ORIGIN, url);
      expect(log).toEqual(['matchAll window true', `open ${ORIGIN}/`]);
    }
    const { clients, log } = fakeClients([`${ORIGIN}/music`]);
    await openNotificationUrl(clients, ORIGIN, 'https://evil.example/phish');
    expect(log).toEqual(['matchAll window true', 'focus 0', `navigate 0 ${ORIGIN}/`]);
  });

  it('opens a window when the open one cannot be taken there', async () => {
    const { clients, log } = fakeClients([`${ORIGIN}/music`], { navigateFails: true });
    expect(await openNotificationUrl(clients, ORIGIN, '/places?place=p1')).toBe('opened');
    expect(log).toEqual(['matchAll window true', 'focus 0', `open ${ORIGIN}/places?place=p1`]);
  });
});

describe('sameOriginUrl', () => {
  it('keeps a path of the app with its query and refuses anything else', () => {
    expect(sameOriginUrl('/places?place=p1', ORIGIN)).toBe(`${ORIGIN}/places?place=p1`);
    expect(sameOriginUrl(`${ORIGIN}/music?date=2026-11-25`, ORIGIN)).toBe(`${ORIGIN}/music?date=2026-11-25`);
    expect(sameOriginUrl('https://evil.example/', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(sameOriginUrl(null, ORIGIN)).toBe(`${ORIGIN}/`);
  });
});
