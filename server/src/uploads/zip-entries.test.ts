import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zipBomb } from '../../test/large-files';
import { inflateEntries, zipDirectory } from './zip-entries';

const text = (value: string) => new TextEncoder().encode(value);

describe('inflating zip entries', () => {
  const zip = zipSync({ 'doc.kml': text('<kml>uno</kml>'), 'files/foto.png': new Uint8Array(300) });

  it('lists the directory with declared sizes, and inflates only the chosen entries', () => {
    expect(zipDirectory(zip)).toEqual(
      new Map([
        ['doc.kml', 14],
        ['files/foto.png', 300],
      ]),
    );
    const pieces: Uint8Array[] = [];
    const outcome = inflateEntries(zip, 1000, (name) =>
      name === 'doc.kml' ? (p) => pieces.push(p) : undefined,
    );
    expect(outcome).toBe('complete');
    expect(new TextDecoder().decode(Buffer.concat(pieces))).toBe('<kml>uno</kml>');
  });

  it('refuses entries that declare more than the limit without inflating them', () => {
    let inflated = 0;
    const bomb = zipBomb('doc.kml', '<kml>', 1024);
    expect(inflateEntries(bomb, 50 * 1024 * 1024, () => (p) => (inflated += p.length))).toBe('tooLarge');
    expect(inflated).toBe(0);
    // The limit counts only the chosen entries.
    expect(inflateEntries(zip, 100, (name) => (name === 'doc.kml' ? () => {} : undefined))).toBe('complete');
    expect(inflateEntries(zip, 100, () => () => {})).toBe('tooLarge');
  });

  it('stops an entry that inflates past the size it declares, having handed over no more than that', () => {
    let inflated = 0;
    const liar = zipBomb('doc.kml', '<kml>', 64, 1000);
    expect(inflateEntries(liar, 50 * 1024 * 1024, () => (p) => (inflated += p.length))).toBe('broken');
    expect(inflated).toBeLessThanOrEqual(1000);
  });

  it('calls anything else broken', () => {
    expect(zipDirectory(text('PK\x03\x04 not really a zip'))).toBeUndefined();
    expect(inflateEntries(text('PK\x03\x04 not really a zip'), 100, () => () => {})).toBe('broken');
    const cut = zip.subarray(0, zip.length - 30);
    expect(inflateEntries(cut, 1000, () => () => {})).toBe('broken');
  });
});
