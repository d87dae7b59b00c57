import type { FastifyInstance } from 'fastify';
import { mapWords, type ClientConfig } from '../../../shared/client-config';

/** GET /api/client-config: the outside addresses the page loads from itself; keys stay here. */
export async function clientConfigRoutes(app: FastifyInstance) {
  const { config } = app.ctx;
  // Built per request: the map's credit is in the requester's language (decision 030).
  app.get(
    '/client-config',
    async (): Promise<ClientConfig> => ({
      map: { tileUrl: config.mapTileUrl, attribution: mapWords.attribution },
      youtube: {
        iframeApiUrl: config.youtube.iframeApiUrl,
        playerHost: config.youtube.playerHost,
        searchEnabled: config.youtube.apiKey !== null,
      },
      push: { vapidPublicKey: app.ctx.push.publicKey },
    }),
  );
}
