// Whether an outgoing connection the server makes on a user's word (a mailbox's server)
// would reach the public internet or the server's own neighbourhood: loopback, private,
// link-local, CGNAT, multicast, reserved and unspecified addresses, IPv4 and IPv6.
import { lookup } from 'node:dns/promises';
import net from 'node:net';

const NOT_PUBLIC: [string, number, 'ipv4' | 'ipv6'][] = [
  ['0.0.0.0', 8, 'ipv4'], // "this network", unspecified
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'], // carrier-grade NAT
  ['127.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'], // link-local, cloud metadata
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'],
  ['192.0.2.0', 24, 'ipv4'],
  ['192.88.99.0', 24, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['198.51.100.0', 24, 'ipv4'],
  ['203.0.113.0', 24, 'ipv4'],
  ['224.0.0.0', 4, 'ipv4'], // multicast
  ['240.0.0.0', 4, 'ipv4'], // reserved, broadcast
  ['::', 128, 'ipv6'],
  ['::1', 128, 'ipv6'],
  ['::', 96, 'ipv6'], // IPv4-compatible (deprecated)
  ['100::', 64, 'ipv6'], // discard
  ['2001::', 23, 'ipv6'], // IETF protocol assignments, Teredo
  ['2001:db8::', 32, 'ipv6'], // documentation
  ['64:ff9b:1::', 48, 'ipv6'], // local-use NAT64: translates into the operator's own network
  ['fc00::', 7, 'ipv6'], // unique local
  ['fe80::', 10, 'ipv6'], // link-local
  ['fec0::', 10, 'ipv6'], // site-local (deprecated)
  ['ff00::', 8, 'ipv6'], // multicast
];

const blocked = new net.BlockList();
for (const [prefix, bits, family] of NOT_PUBLIC) blocked.addSubnet(prefix, bits, family);

/**
 * The IPv4 address an IPv6 address carries, if any: IPv4-mapped (::ffff:0:0/96),
 * IPv4-translated (::ffff:0:0:0/96), NAT64 (64:ff9b::/96) or 6to4 (2002::/16).
 */
export function embeddedIpv4(address: string): string | null {
  const words = ipv6Words(address);
  if (!words) return null;
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;
  const zero = (from: number, to: number) => words.slice(from, to).every((w) => w === 0);
  if (zero(0, 5) && words[5] === 0xffff) return v4(words[6]!, words[7]!);
  if (zero(0, 4) && words[4] === 0xffff && words[5] === 0) return v4(words[6]!, words[7]!);
  if (words[0] === 0x64 && words[1] === 0xff9b && zero(2, 6)) return v4(words[6]!, words[7]!);
  if (words[0] === 0x2002) return v4(words[1]!, words[2]!);
  return null;
}

/** The eight 16-bit words of an IPv6 address, a dotted IPv4 tail (::ffff:1.2.3.4) included; null when it is not one. */
export function ipv6Words(address: string): number[] | null {
  if (!net.isIPv6(address)) return null;
  let text = address;
  const dotted = /:(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1]!.split('.').map(Number);
    text = `${text.slice(0, dotted.index)}:${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (s: string) => (s ? s.split(':').map((w) => parseInt(w, 16)) : []);
  const front = part(head);
  const back = tail === undefined ? [] : part(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * Whether an IP address is an ordinary public unicast address; loopback, private,
 * link-local, CGNAT, multicast, reserved and unspecified ones (IPv4-mapped, -translated,
 * NAT64 and 6to4 forms included, hex or dotted) are not.
 */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return !blocked.check(address, 'ipv4');
  if (family !== 6) return false;
  if (blocked.check(address, 'ipv6')) return false;
  const v4 = embeddedIpv4(address);
  return v4 === null || !blocked.check(v4, 'ipv4');
}

/** Why a host cannot be connected to: no address, or one that is not public. */
export class HostRefused extends Error {
  constructor(readonly reason: 'notFound' | 'notPublic') {
    super(reason === 'notFound' ? 'host not found' : 'host is not a public address');
    this.name = 'HostRefused';
  }
}

/**
 * Resolves a host name (or takes an IP literal) and answers the address to connect to.
 * Unless `allowPrivate`, every address the name resolves to must be public, so a name
 * that also points inside is refused; the caller connects to the answered address, not
 * to the name again, so a second lookup cannot swap in another one (DNS rebinding).
 */
export async function resolveHost(host: string, allowPrivate: boolean): Promise<string> {
  const literal = net.isIP(host) !== 0;
  const addresses = literal ? [host] : await lookup(host, { all: true, verbatim: true }).then(
    (found) => found.map((a) => a.address),
    () => [],
  );
  if (addresses.length === 0) throw new HostRefused('notFound');
  if (!allowPrivate && !addresses.every(isPublicAddress)) throw new HostRefused('notPublic');
  return addresses[0]!;
}
