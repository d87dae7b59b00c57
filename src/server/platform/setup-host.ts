import net from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * Before the first account exists, `/setup` would make whoever reaches it the owner. A page on
 * another site can reach a server on the visitor's network by DNS rebinding (its own name, now
 * pointing at 192.168.x.y); its requests then carry that name as Host. So the first run answers
 * only for PUBLIC_URL's host, `localhost` or a bare IP address, names no rebinding page can use.
 */
export function isSetupHostAllowed(request: FastifyRequest): boolean {
  const hostname = request.hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '');
  if (hostname === 'localhost' || net.isIP(hostname)) return true;
  const publicUrl = request.server.ctx.config.publicUrl;
  return publicUrl !== null && new URL(publicUrl).hostname.toLowerCase() === hostname;
}
