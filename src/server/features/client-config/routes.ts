import type { FastifyInstance } from 'fastify';
import { OSM_ATTRIBUTION, type ClientConfig } from '../../../shared/client-config';

/** GET /api/client-config: the outside addresses the page loads from itself; keys stay here. */
export async function clientConfigRoutes(app: FastifyInstance) {
  const { config } = app.ctx;
  const body: ClientConfig = {
    map: { tileUrl: config.mapTileUrl, attribution: OSM_ATTRIBUTION },
    youtube: {
      iframeApiUrl: config.youtube.iframeApiUrl,
      playerHost: config.youtube.playerHost,
      searchEnabled: config.youtube.apiKey !== null,
    },
    push: { vapidPublicKey: app.ctx.push.publicKey },
  };
  app.get('/client-config', async () => body);
}
