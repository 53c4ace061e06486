import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

// Every locale file there is, so that a new one is checked too.
const files = import.meta.glob<Tree>('./locales/*.json', { eager: true, import: 'default' });
const locales = Object.fromEntries(
  Object.entries(files).map(([path, tree]) => [path.replace('./locales/', '').replace('.json', ''), tree]),
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
  it('are the three languages of spec §9', () => {
    expect(Object.keys(locales).sort()).toEqual(['en-US', 'es-AR', 'pt-BR']);
  });

  it('have exactly the same keys', () => {
    const all = new Set(Object.values(locales).flatMap((tree) => keysOf(tree)));
    for (const [locale, tree] of Object.entries(locales)) {
      const own = new Set(keysOf(tree));
      const missing = [...all].filter((key) => !own.has(key));
      expect(missing, `keys missing in ${locale}`).toEqual([]);
    }
  });

  it('have no empty texts', () => {
    for (const [locale, tree] of Object.entries(locales)) {
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
