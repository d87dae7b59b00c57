import { describe, expect, it } from 'vitest';
import { DEFAULT_PUSH_HOSTS, isAllowedPushEndpoint } from './config-push';
import { loadConfig, ConfigError } from './config';

describe('push endpoints', () => {
  it("allows the browsers' push services and nothing that only looks like them", () => {
    for (const ok of ['https://fcm.googleapis.com/fcm/send/abc', 'https://updates.push.services.mozilla.com/wpush/v2/x', 'https://web.push.apple.com/QGx', 'https://api.push.apple.com/x', 'https://db5p.notify.windows.com/w/?token=x']) {
      expect(isAllowedPushEndpoint(ok, DEFAULT_PUSH_HOSTS), ok).toBe(true);
    }
    for (const bad of ['http://fcm.googleapis.com/x', 'https://fcm.googleapis.com:444/x', 'https://fcm.googleapis.com.evil.example/x', 'https://evilfcm.googleapis.com/x', 'https://push.apple.com/x', 'https://a@fcm.googleapis.com/x', 'https://127.0.0.1/x', 'https://localhost/x', 'file:///etc/passwd', 'nonsense']) {
      expect(isAllowedPushEndpoint(bad, DEFAULT_PUSH_HOSTS), bad).toBe(false);
    }
    expect(isAllowedPushEndpoint('https://127.0.0.1:8443/push/1', ['127.0.0.1:8443'])).toBe(true);
    expect(isAllowedPushEndpoint('https://127.0.0.1/push/1', ['127.0.0.1:8443'])).toBe(false);
  });

  it('settings: a bad host or half a VAPID pair stops the start with a message naming it', () => {
    expect(() => loadConfig({ PUSH_ALLOWED_HOSTS: 'fcm.googleapis.com,http://x' })).toThrow(/PUSH_ALLOWED_HOSTS/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'B'.repeat(87) })).toThrow(ConfigError);
    expect(() => loadConfig({ VAPID_SUBJECT: 'someone' })).toThrow(/VAPID_SUBJECT/);
    expect(loadConfig({}).push.allowedHosts).toEqual(DEFAULT_PUSH_HOSTS);
  });

  it('five devices per member unless PUSH_MAX_DEVICES_PER_MEMBER says otherwise; none or a fraction stops the start', () => {
    expect(loadConfig({}).push.maxDevicesPerMember).toBe(5);
    expect(loadConfig({ PUSH_MAX_DEVICES_PER_MEMBER: '2' }).push.maxDevicesPerMember).toBe(2);
    for (const bad of ['0', '1.5', 'çok']) expect(() => loadConfig({ PUSH_MAX_DEVICES_PER_MEMBER: bad })).toThrow(/PUSH_MAX_DEVICES_PER_MEMBER: must be a whole number ≥ 1/);
  });
});
