import net from 'node:net';

/**
 * The address a limit counts. IPv4 as it is (an IPv4-mapped IPv6 address as its IPv4); IPv6 by
 * its /64 network, since one home or one server is handed a whole /64 and could otherwise rotate
 * through 2^64 addresses, each with a fresh limit.
 */
export function limitAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (net.isIP(ip) !== 6) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('%')[0].split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::1.2.3.4) sits past the /64, so it never changes the prefix.
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => (parseInt(g, 16) || 0).toString(16))
    .join(':')}::/64`;
}
