import { BlockList, isIP } from 'node:net';

/**
 * Addresses a push endpoint may not reach: this machine, private and shared networks, link-local,
 * documentation, benchmarking, multicast and reserved ranges (IANA special-purpose registries). A
 * member hands us the endpoint, so without this Sprout could be made to call into its own network.
 */
const NOT_PUBLIC = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv6');

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

// IPv4-mapped IPv6 (::ffff:0:0/96) is not listed: BlockList would match every IPv4 address against it.
// unmapped() below judges such an address as the IPv4 address it carries.

/** An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it is. */
function unmapped(address: string): { address: string; family: 'ipv4' | 'ipv6' } | null {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return { address: mapped[1], family: 'ipv4' };
  // The same written in hex, as URL and some resolvers print it: ::ffff:a00:1 is 10.0.0.1.
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (hex?.[1] && hex[2]) {
    const high = parseInt(hex[1], 16);
    const low = parseInt(hex[2], 16);
    return { address: [high >> 8, high & 255, low >> 8, low & 255].join('.'), family: 'ipv4' };
  }
  const version = isIP(address);
  if (version === 0) return null;
  return { address, family: version === 4 ? 'ipv4' : 'ipv6' };
}

export function isPublicAddress(address: string): boolean {
  const ip = unmapped(address);
  return ip !== null && !NOT_PUBLIC.check(ip.address, ip.family);
}

export function isLoopbackAddress(address: string): boolean {
  const ip = unmapped(address);
  return ip !== null && LOOPBACK.check(ip.address, ip.family);
}
