import { describe, expect, it } from 'vitest';
type Tree = { [key: string]: string | Tree };

/** Adds `from` into `into`, branch by branch: a namespace may add keys under a core branch. */
const mergeInto = (into: Tree, from: Tree): Tree => {
  for (const [key, value] of Object.entries(from)) {
    const existing = into[key];
    into[key] =
      typeof value === 'object' && typeof existing === 'object' ? mergeInto(existing, value) : value;
  }
  return into;
};

/**
 * The fallback locale's texts: the core file and every domain namespace, merged as i18next looks a key
 * up (the core first, then each domain namespace: `fallbackNS` in setup.ts), and the catalogue shared
 * with the server that setup.ts adds to the `alerts` namespace.
 */
const esAR = Object.values(
  import.meta.glob<Tree>(
    ['./locales/es-AR.json', './locales/*/es-AR.json', '../../../packages/shared/locales/es-AR/alerts.json'],
    { eager: true, import: 'default' },
  ),
).reduce<Tree>((all, tree) => mergeInto(all, structuredClone(tree)), {});

const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

/** Literal keys: t('a.b'), and the i18n keys the route table and the menu hold (title:, label:). */
const KEY_PATTERNS = [/\bt\(\s*'([a-zA-Z]+(?:\.[a-zA-Z0-9]+)+)'/g, /'((?:routes|menu)\.[a-zA-Z.]+)'/g];

const isText = (key: string) =>
  typeof key
    .split('.')
    .reduce<Tree | string | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      esAR,
    ) === 'string';

/** A key used with a count may exist only in its plural forms (`_one`, `_other`). */
const has = (key: string) => isText(key) || (isText(`${key}_one`) && isText(`${key}_other`));

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
