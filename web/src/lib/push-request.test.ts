import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropPushSubscription } from './push-request';

afterEach(() => Reflect.deleteProperty(navigator, 'serviceWorker'));

describe('dropPushSubscription', () => {
  it('unsubscribes this browser from push', async () => {
    const unsubscribe = vi.fn().mockResolvedValue(true);
    const registration = { pushManager: { getSubscription: vi.fn().mockResolvedValue({ unsubscribe }) } };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: vi.fn().mockResolvedValue(registration) },
    });
    await dropPushSubscription();
    expect(unsubscribe).toHaveBeenCalled();
  });

  it('does nothing where there is no service worker or no subscription', async () => {
    await expect(dropPushSubscription()).resolves.toBeUndefined();
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: vi.fn().mockResolvedValue(undefined) },
    });
    await expect(dropPushSubscription()).resolves.toBeUndefined();
  });
});
