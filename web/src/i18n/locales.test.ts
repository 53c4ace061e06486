import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

// Every locale file there is, core (`<locale>.json`) and domain (`<domain>/<locale>.json`), so that a new one is checked too.
const files = import.meta.glob<Tree>(['./locales/*.json', './locales/*/*.json'], {
  eager: true,
  import: 'default',
});
// The catalogues the server reads too (`packages/shared/locales/<locale>/<namespace>.json`).
const sharedFiles = import.meta.glob<Tree>('../../../packages/shared/locales/*/*.json', {
  eager: true,
  import: 'default',
});
const isShared = (path: string) => path.includes('/packages/shared/locales/');
const namespaceOf = (path: string) =>
  isShared(path)
    ? `shared/${path.split('/').at(-1)!.replace('.json', '')}`
    : path.split('/').slice(2, -1).join('/') || 'core';
const localeOf = (path: string) =>
  isShared(path) ? path.split('/').at(-2)! : path.split('/').at(-1)!.replace('.json', '');
const namespaces: Record<string, [string, Tree][]> = {};
for (const entry of [...Object.entries(files), ...Object.entries(sharedFiles)])
  (namespaces[namespaceOf(entry[0])] ??= []).push(entry);
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

const PLACEHOLDER = /\{\{\s*(\w+)/g;

/** The `{{name}}` values a text fills in, sorted and joined: `count,name`. */
const placeholdersOf = (text: string) =>
  [...new Set(Array.from(text.matchAll(PLACEHOLDER), (match) => match[1]!))].sort().join(',');

/** The values each text of a tree fills in, by key. */
function valuesOf(tree: Tree, prefix = ''): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') values[`${prefix}${key}`] = placeholdersOf(value);
    else Object.assign(values, valuesOf(value, `${prefix}${key}.`));
  }
  return values;
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

  it('give every text the same values to fill in every language', () => {
    for (const entries of Object.values(namespaces)) {
      const [[, fallback]] = entries.filter(([path]) => localeOf(path) === 'es-AR') as [[string, Tree]];
      const fallbackValues = valuesOf(fallback);
      for (const [path, tree] of entries) {
        const differing = Object.entries(valuesOf(tree))
          .filter(([key, values]) => fallbackValues[key] !== undefined && fallbackValues[key] !== values)
          .map(([key, values]) => `${key}: ${values} (es-AR: ${fallbackValues[key]})`);
        expect(differing, `values differing in ${path}`).toEqual([]);
      }
    }
  });

  it('have no empty texts', () => {
    for (const [locale, tree] of Object.entries({ ...files, ...sharedFiles })) {
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
