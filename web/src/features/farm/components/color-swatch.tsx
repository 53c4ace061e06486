/** A plot's colour as a small square (beside its name, which carries the meaning). */
export function ColorSwatch({ color, size = 14 }: { color: string; size?: number }) {
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-block',
        flexShrink: 0,
        width: size,
        height: size,
        borderRadius: 3,
        background: color,
        border: '1px solid var(--mantine-color-gray-5)',
      }}
    />
  );
}
