import { describe, expect, it } from 'vitest';
import esAR from './locales/es-AR.json';

type Tree = { [key: string]: string | Tree };

const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

/** Literal keys: t('a.b'), and the i18n keys the route table and the menu hold (title:, label:). */
const KEY_PATTERNS = [/\bt\(\s*'([a-zA-Z]+(?:\.[a-zA-Z0-9]+)+)'/g, /'((?:routes|menu)\.[a-zA-Z.]+)'/g];

const has = (key: string) =>
  typeof key
    .split('.')
    .reduce<Tree | string | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      esAR as Tree,
    ) === 'string';

describe('translation keys in the code', () => {
  it('all exist in the fallback locale', () => {
    const used = Object.entries(sources).flatMap(([file, source]) =>
      KEY_PATTERNS.flatMap((pattern) =>
        [...source.matchAll(pattern)].map((match) => `${file}: ${match[1]!}`),
      ),
    );
    expect(used.length).toBeGreaterThan(100);
    expect(used.filter((entry) => !has(entry.split(': ')[1]!))).toEqual([]);
  });
});
