import { describe, expect, it } from 'vitest';
import { PushDestinations, type Resolve } from './push-destinations';

/** A resolver of a few names, so that no test reaches the network; others fail as unknown. */
const names =
  (table: Record<string, string[]>): Resolve =>
  async (hostname) => {
    const addresses = table[hostname];
    if (!addresses) throw Object.assign(new Error(`unknown ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

describe('push destinations', () => {
  const destinations = new PushDestinations({
    resolve: names({
      'push.example.com': ['203.0.113.10', '2001:db8::10'],
      'inside.example.com': ['10.0.0.7'],
      'mixed.example.com': ['203.0.113.10', '192.168.1.1'],
      'metadata.example.com': ['169.254.169.254'],
      'v6-local.example.com': ['fe80::1'],
      'mapped.example.com': ['::ffff:127.0.0.1'],
    }),
  });

  it('accepts an https endpoint whose name resolves to public addresses only', async () => {
    expect(await destinations.accepts('https://push.example.com/send/abc')).toBe(true);
  });

  it('takes a name that does not resolve now, and its pushes connect through the lookup that refuses inside', async () => {
    expect(await destinations.accepts('https://unknown.example.com/x')).toBe(true);
    const looked = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      destinations.lookup('unknown.example.com', {}, (error) => resolve(error)),
    );
    expect(looked?.code).toBe('ENOTFOUND');
  });

  it('refuses IP literals, private, loopback, link-local, unspecified, multicast and mapped destinations', async () => {
    for (const endpoint of [
      'https://127.0.0.1/x',
      'https://127.1/x',
      'https://2130706433/x',
      'https://[::1]/x',
      'https://169.254.169.254/latest/meta-data',
      'https://[::ffff:127.0.0.1]/x',
      'https://0.0.0.0/x',
      'https://203.0.113.10/x',
      'https://inside.example.com/x',
      'https://mixed.example.com/x',
      'https://metadata.example.com/x',
      'https://v6-local.example.com/x',
      'https://mapped.example.com/x',
      'http://push.example.com/x',
    ]) {
      expect(await destinations.accepts(endpoint), endpoint).toBe(false);
    }
  });

  it('classifies every range of the rule', () => {
    const refused = [
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.0.1',
      '100.64.0.1',
      '127.0.0.1',
      '169.254.1.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      'fc00::1',
      'fd12::1',
      'fe80::1',
      'ff02::1',
      '::ffff:10.0.0.1',
      '::ffff:a9fe:a9fe',
    ];
    for (const address of refused) expect(destinations.allowsAddress(address), address).toBe(false);
    for (const address of ['8.8.8.8', '172.32.0.1', '100.128.0.1', '2001:4860:4860::8888']) {
      expect(destinations.allowsAddress(address), address).toBe(true);
    }
  });

  it('checks again at connection time: the agent’s lookup refuses a name that now resolves inside', async () => {
    const table: Record<string, string[]> = { 'rebind.example.com': ['203.0.113.10'] };
    const rebinding = new PushDestinations({ resolve: names(table) });
    expect(await rebinding.accepts('https://rebind.example.com/x')).toBe(true);
    table['rebind.example.com'] = ['127.0.0.1'];
    const looked = await new Promise<unknown>((resolve) =>
      rebinding.lookup('rebind.example.com', {}, (error) => resolve(error)),
    );
    expect(looked).toBeInstanceOf(Error);
    // The system resolver, for a name that resolves locally.
    const system = new PushDestinations();
    const local = await new Promise<unknown>((resolve) =>
      system.lookup('localhost', { all: true }, (error) => resolve(error)),
    );
    expect(local).toBeInstanceOf(Error);
    expect(await system.accepts('https://localhost/x')).toBe(false);
  });
});
