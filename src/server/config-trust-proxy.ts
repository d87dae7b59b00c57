import net from 'node:net';
import { z } from 'zod';

/** What Fastify's `trustProxy` takes: no proxy, a number of hops, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

/** The names proxy-addr knows for whole ranges (127.0.0.1/8 and ::1, 169.254/16, 10/8 and so on). */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string) {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  const kind = net.isIP(address);
  if (!kind || extra !== undefined) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d{1,3}$/.test(bits) && n <= (kind === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset, `false` or `0` = no proxy (the socket's address is the client); a whole
 * number = that many proxies in front, each adding itself to X-Forwarded-For; otherwise a comma
 * list of the proxies' addresses or CIDR ranges. `true` (trust whatever X-Forwarded-For says) let
 * anyone choose their own address, and so their own login limit: it is refused with the fix.
 */
export function trustProxyFrom(s: string | undefined, ctx: z.RefinementCtx): TrustProxy {
  const v = (s ?? '').trim().toLowerCase();
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') {
    ctx.addIssue({
      code: 'custom',
      message:
        'true is no longer accepted (anyone could pick their own address with X-Forwarded-For). Write the number of reverse proxies in front of the server, e.g. TRUST_PROXY=1 for one Caddy or nginx, or their addresses, e.g. TRUST_PROXY=127.0.0.1,10.0.0.0/8',
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(v)) return Number(v);
  const list = v.split(',').map((e) => e.trim()).filter(Boolean);
  const bad = list.filter((e) => !isProxyAddress(e));
  if (list.length === 0 || bad.length) {
    ctx.addIssue({
      code: 'custom',
      message: `must be false, a number of proxies (e.g. 1) or a comma list of proxy addresses or CIDR ranges (e.g. 127.0.0.1,10.0.0.0/8); not understood: ${bad.join(', ') || v}`,
    });
    return z.NEVER;
  }
  return list;
}
