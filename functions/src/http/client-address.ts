import { BlockList, isIP } from 'node:net';

/**
 * Firebase Hosting's CDN (Fastly) addresses, from Fastly's published list (https://api.fastly.com/public-ip-list,
 * as of October 2026). Hosting reaches the api function from one of these.
 */
const FASTLY_RANGES = [
  '23.235.32.0/20', '43.249.72.0/22', '103.244.50.0/24', '103.245.222.0/23', '103.245.224.0/24', '104.156.80.0/20',
  '140.248.64.0/18', '140.248.128.0/17', '146.75.0.0/17', '151.101.0.0/16', '157.52.64.0/18', '167.82.0.0/17',
  '167.82.128.0/20', '167.82.160.0/20', '167.82.224.0/20', '172.111.64.0/18', '185.31.16.0/22', '199.27.72.0/21',
  '199.232.0.0/16', '2a04:4e40::/32', '2a04:4e42::/32',
];

const hosting = new BlockList();
for (const range of FASTLY_RANGES) {
  const [network, bits] = range.split('/') as [string, string];
  hosting.addSubnet(network, Number(bits), isIP(network) === 6 ? 'ipv6' : 'ipv4');
}

const isHostingEdge = (address: string): boolean => {
  const family = isIP(address);
  return family !== 0 && hosting.check(address, family === 6 ? 'ipv6' : 'ipv4');
};

/**
 * The caller's address, from the only parts of X-Forwarded-For that no caller can write. Google's
 * front end of Cloud Functions appends the address that connected to it: the last entry. When that is
 * Firebase Hosting's CDN, the entry before it is the one Hosting appended for its own caller, the
 * person's device. Everything further left (and Fastly-Client-IP, which a direct caller can send too)
 * is the caller's own text. Without the header (local runs) the connection's address answers, or
 * this machine's when the emulator gives none.
 */
export function clientAddress(forwardedFor: string | undefined, connection: string | undefined): string {
  const hops = (forwardedFor ?? '').split(',').map((hop) => hop.trim()).filter((hop) => hop !== '');
  const last = hops.at(-1);
  // No header: a local run. The Functions emulator hands requests to its workers over a local socket,
  // with no peer address: that is this machine.
  if (!last) return connection ?? '127.0.0.1';
  const viaHosting = isHostingEdge(last) && hops.length >= 2;
  return viaHosting ? hops.at(-2)! : last;
}
