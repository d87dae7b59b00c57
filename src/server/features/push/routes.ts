import type { FastifyInstance } from 'fastify';
import { preferencesInput, pushEndpointInput, pushMessages as pm, pushSubscriptionInput, type PushDevice } from '../../../shared/push';
import { isAllowedPushEndpoint } from '../../config-push';
import { memberOf } from '../../platform/auth/auth-plugin';
import { deviceLabel } from '../../platform/auth/device-label';
import { badRequest, HttpError, notFound } from '../../platform/http-errors';
import { parse, parseId } from '../../platform/validate';
import { currentLanguage } from '../../../shared/i18n/words';
import {
  deleteOwnByEndpoint,
  deleteOwnById,
  deleteSubscription,
  findOwnByEndpoint,
  getPreferences,
  keepNewestDevices,
  listOwnDevices,
  savePreferences,
  upsertSubscription,
} from '../../platform/push/repo';

/** A member's devices for Web Push and what may buzz them (decision 016). Only one's own. */
export async function pushRoutes(app: FastifyInstance) {
  const { db, config } = app.ctx;

  /** The browser's PushSubscription JSON as it is, for this member's sign-in on this browser. */
  app.post('/push/subscriptions', async (request, reply) => {
    const member = memberOf(request);
    const input = parse(pushSubscriptionInput, request.body);
    // The server will post to this address: only the browsers' push services, never anything else.
    if (!isAllowedPushEndpoint(input.endpoint, config.push.allowedHosts)) throw badRequest(pm.endpointNotAllowed);
    const row = await upsertSubscription(db, member, { endpoint: input.endpoint, ...input.keys }, deviceLabel(request.headers['user-agent']));
    // Held by another member: refused, never moved (issue 33).
    if (!row) throw new HttpError(409, pm.endpointTaken);
    // A handful per member: one more ends the oldest, so no member can fill the send queue with devices.
    await keepNewestDevices(db, member, row.id, config.push.maxDevicesPerMember);
    const device: PushDevice = { id: row.id, label: row.deviceLabel ?? pm.unknownDevice, createdAt: row.createdAt.toISOString(), lastSentAt: row.lastSentAt?.toISOString() ?? null, current: true };
    return reply.code(201).send({ device });
  });

  app.delete('/push/subscriptions', async (request) => {
    const member = memberOf(request);
    const { endpoint } = parse(pushEndpointInput, request.body);
    if (!(await deleteOwnByEndpoint(db, member, endpoint))) throw notFound();
    return { ok: true };
  });

  /** `?endpoint=` marks the page's own device (the endpoint never leaves the server otherwise). */
  app.get('/push/devices', async (request) => {
    const member = memberOf(request);
    const current = (request.query as { endpoint?: unknown }).endpoint;
    const devices: PushDevice[] = (await listOwnDevices(db, member)).map((d) => ({
      id: d.id,
      // Unknown is unknown: 'Bu cihaz' is the `current` mark's, never a label.
      label: d.label ?? pm.unknownDevice,
      createdAt: d.createdAt.toISOString(),
      lastSentAt: d.lastSentAt?.toISOString() ?? null,
      current: typeof current === 'string' && current === d.endpoint,
    }));
    return { devices };
  });

  app.delete('/push/devices/:id', async (request) => {
    const member = memberOf(request);
    if (!(await deleteOwnById(db, member, parseId((request.params as { id: string }).id)))) throw notFound();
    return { ok: true };
  });

  /** 'Bu cihaza test bildirimi gönder': straight to the device, past the queue and quiet hours. */
  app.post('/push/test', async (request) => {
    const member = memberOf(request);
    const { endpoint } = parse(pushEndpointInput, request.body);
    const sub = await findOwnByEndpoint(db, member, endpoint);
    if (!sub) throw notFound();
    const outcome = await app.ctx.push.sendNow(sub, { title: pm.testTitle, body: pm.testBody, url: '/settings', tag: 'test', kind: 'other', unread: 0, lang: currentLanguage() });
    if (outcome === 'gone') {
      await deleteSubscription(db, sub.id);
      throw notFound();
    }
    if (outcome !== 'sent') throw new HttpError(502, pm.testFailed);
    return { ok: true };
  });

  app.get('/push/preferences', async (request) => getPreferences(db, memberOf(request)));

  app.put('/push/preferences', async (request) => {
    const member = memberOf(request);
    const input = parse(preferencesInput, request.body);
    return savePreferences(db, member, input, app.ctx.now());
  });
}
