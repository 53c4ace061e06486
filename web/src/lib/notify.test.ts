import { notifications } from '@mantine/notifications';
import { describe, expect, it, vi } from 'vitest';
import { notify, toastsNeeded } from './notify';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));

describe('notify (spec §8)', () => {
  it.each([
    ['success', 3000],
    ['warning', 3000],
    ['error', 5000],
    ['info', 5000],
  ] as const)('closes a %s toast after %i ms', async (kind, autoClose) => {
    await notify(kind, 'Guardado correctamente');
    expect(notifications.show).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: 'Guardado correctamente', autoClose }),
    );
  });

  it('asks for the toast host on first use', async () => {
    toastsNeeded.set(false);
    await notify('info', 'Hola');
    expect(toastsNeeded.get()).toBe(true);
  });
});
