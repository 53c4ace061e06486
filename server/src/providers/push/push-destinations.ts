import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/** Resolves a host name to its addresses (the system resolver unless a test injects one). */
export type Resolve = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolve: Resolve = (hostname) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );

/**
 * Where a push may never go: private, shared (CGNAT), loopback, link-local (cloud metadata),
 * unspecified, multicast and reserved ranges. IPv4-mapped IPv6 forms match their IPv4 rule.
 */
const INSIDE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  INSIDE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  INSIDE.addSubnet(network, prefix, 'ipv6');
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** The resolver's answers for a name that has no address now. */
const UNRESOLVED = new Set(['ENOTFOUND', 'EAI_AGAIN', 'ENODATA']);

/**
 * Which push endpoints the server may contact: https, a host name (never an IP literal: push
 * services are named), every address of which is outside the network. Checked when a browser
 * subscribes and again when a push leaves, through `lookup` (for the HTTPS agent), so that a
 * name that resolved outside at subscription and inside later (DNS rebinding) is still refused.
 */
export class PushDestinations {
  private readonly resolve: Resolve;
  private readonly allowed: ReadonlySet<string>;

  constructor(
    options: {
      resolve?: Resolve;
      /** Addresses let through all the same: a stand-in push service on loopback in tests. */
      allow?: string[];
    } = {},
  ) {
    this.resolve = options.resolve ?? systemResolve;
    this.allowed = new Set(options.allow ?? []);
  }

  allowsAddress(address: string): boolean {
    if (this.allowed.has(address)) return true;
    const family = isIP(address);
    if (family === 0) return false;
    return !INSIDE.check(address, family === 4 ? 'ipv4' : 'ipv6');
  }

  /** True when a push may be sent to the endpoint; an unknown name is refused. */
  async accepts(endpoint: string): Promise<boolean> {
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      return false;
    }
    if (url.protocol !== 'https:') return false;
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    if (isIP(host) !== 0) return this.allowed.has(host);
    try {
      const addresses = await this.resolve(host);
      return addresses.length > 0 && addresses.every((entry) => this.allowsAddress(entry.address));
    } catch (error) {
      // A name that does not resolve now (the server's DNS away, a closed network) is no destination
      // inside: it is taken, and every push to it connects through `lookup`, which refuses inside ones.
      return UNRESOLVED.has((error as NodeJS.ErrnoException).code ?? '');
    }
  }

  /** `net`'s lookup for an HTTPS agent: resolves, and fails when any address is inside. */
  readonly lookup = (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    this.resolve(hostname).then(
      (addresses) => {
        const inside = addresses.find((entry) => !this.allowsAddress(entry.address));
        if (addresses.length === 0 || inside) {
          const error: NodeJS.ErrnoException = new Error(
            `push destination ${hostname} resolves inside the network`,
          );
          error.code = 'EPUSHDESTINATION';
          callback(error, []);
          return;
        }
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, []),
    );
  };
}
