import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

// Every locale file there is, core (`<locale>.json`) and domain (`<domain>/<locale>.json`), so that a new one is checked too.
const files = import.meta.glob<Tree>(['./locales/*.json', './locales/*/*.json'], {
  eager: true,
  import: 'default',
});
const namespaceOf = (path: string) => path.split('/').slice(2, -1).join('/') || 'core';
const localeOf = (path: string) => path.split('/').at(-1)!.replace('.json', '');
const namespaces: Record<string, [string, Tree][]> = {};
for (const entry of Object.entries(files)) (namespaces[namespaceOf(entry[0])] ??= []).push(entry);
const locales = Object.fromEntries(
  Object.entries(files)
    .filter(([path]) => namespaceOf(path) === 'core')
    .map(([path, tree]) => [localeOf(path), tree]),
);
const sharedSources = import.meta.glob<string>(['../../../packages/shared/src/*.ts', '!**/*.test.ts'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

describe('locale files', () => {
  it('are the three languages of spec §9, in every namespace', () => {
    for (const [namespace, entries] of Object.entries(namespaces)) {
      expect(entries.map(([path]) => localeOf(path)).sort(), namespace).toEqual(['en-US', 'es-AR', 'pt-BR']);
    }
  });

  it('have exactly the same keys', () => {
    for (const entries of Object.values(namespaces)) {
      const all = new Set(entries.flatMap(([, tree]) => keysOf(tree)));
      for (const [path, tree] of entries) {
        const own = new Set(keysOf(tree));
        const missing = [...all].filter((key) => !own.has(key));
        expect(missing, `keys missing in ${path}`).toEqual([]);
      }
    }
  });

  it('have no empty texts', () => {
    for (const [locale, tree] of Object.entries(files)) {
      const empty = keysOf(tree).filter((key) => {
        const value = key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part]!, tree);
        return typeof value === 'string' && value.trim() === '';
      });
      expect(empty, `empty texts in ${locale}`).toEqual([]);
    }
  });

  it('translate every validation key the shared schemas use', () => {
    const used = new Set(
      Object.values(sharedSources).flatMap((source) => source.match(/validation\.\w+/g) ?? []),
    );
    expect(used.size).toBeGreaterThan(10);
    const esKeys = new Set(keysOf(locales['es-AR']!));
    expect([...used].filter((key) => !esKeys.has(key))).toEqual([]);
  });
});
