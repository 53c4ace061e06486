import { Group, Text } from '@mantine/core';

/** The Tropero mark: a cow's head in a pasture-green disc, drawn inline so it needs no request. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="32" fill="var(--mantine-color-brand-6)" />
      <path
        fill="#fff"
        d="M14 18c3 4 7 6 11 6h14c4 0 8-2 11-6 1 6-2 11-8 12v9c0 6-4 12-10 12s-10-6-10-12v-9c-6-1-9-6-8-12zm13 26a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4z"
      />
    </svg>
  );
}

export function BrandLogo({ size = 32, inverted = false }: { size?: number; inverted?: boolean }) {
  return (
    <Group gap={10} wrap="nowrap">
      <BrandMark size={size} />
      <Text
        fw={800}
        fz={size * 0.62}
        c={inverted ? 'white' : 'navy.8'}
        lh={1}
        style={{ letterSpacing: -0.5 }}
      >
        Tropero
      </Text>
    </Group>
  );
}
