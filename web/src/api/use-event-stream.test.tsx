import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_SILENCE_MS } from '@tropero/shared/telemetry';
import { recordNetworkChange } from '../lib/network-status';
import { clearSession, storeAccessToken } from '../lib/session';
import { FakeEventSource } from '../test/fake-event-source';
import { useEventStream, type EventStreamOptions } from './use-event-stream';

const latest = () => FakeEventSource.all.at(-1)!;

/** Follows `/live` with spies for every handler. */
function follow(options: Partial<EventStreamOptions> = {}) {
  const heard = vi.fn();
  const opened = vi.fn();
  const lost = vi.fn();
  renderHook(() =>
    useEventStream('/live', {
      query: { settlementId: 's1' },
      events: { positions: heard },
      opened,
      lost,
      ...options,
    }),
  );
  return { heard, opened, lost };
}

describe('the event-stream client', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('EventSource', FakeEventSource);
    FakeEventSource.all = [];
    storeAccessToken('access-token');
  });
  afterEach(() => {
    act(() => recordNetworkChange(true));
    clearSession();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('opens with the query and the access token, and hands each named event its data', () => {
    const { heard, opened } = follow();
    expect(FakeEventSource.all).toHaveLength(1);
    expect(latest().url).toMatch(/\/live\?settlementId=s1&access_token=access-token$/);
    latest().open();
    expect(opened).toHaveBeenCalledWith(false);
    latest().emit('positions', [{ deviceId: 'd1' }]);
    latest().emit('heartbeat');
    expect(heard.mock.calls).toEqual([[[{ deviceId: 'd1' }]]]);
  });

  it('opens again with the new token after a refresh', () => {
    follow();
    act(() => storeAccessToken('refreshed'));
    expect(FakeEventSource.all).toHaveLength(2);
    expect(FakeEventSource.all[0]!.readyState).toBe(FakeEventSource.CLOSED);
    expect(latest().url).toContain('access_token=refreshed');
  });

  it('tells when it was lost, and that it opened again: the events of the gap never come', () => {
    const { opened, lost } = follow();
    latest().open();
    latest().fail();
    expect(lost).toHaveBeenCalledTimes(1);
    latest().open();
    expect(opened.mock.calls).toEqual([[false], [true]]);
  });

  it('tries again after a while when the server closed it', () => {
    follow();
    latest().refuse();
    act(() => vi.advanceTimersByTime(4_000));
    expect(FakeEventSource.all).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1_000));
    expect(FakeEventSource.all).toHaveLength(2);
  });

  it('takes a silent stream for lost and opens a new one; any event keeps it alive', () => {
    const { opened, lost } = follow();
    const first = latest();
    first.open();
    act(() => vi.advanceTimersByTime(LIVE_SILENCE_MS - 1_000));
    first.emit('heartbeat');
    act(() => vi.advanceTimersByTime(LIVE_SILENCE_MS - 1_000));
    expect(FakeEventSource.all).toHaveLength(1);
    act(() => vi.advanceTimersByTime(2_000));
    expect(lost).toHaveBeenCalledTimes(1);
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    latest().open();
    expect(opened.mock.calls).toEqual([[false], [true]]);
  });

  it('offline, closes the stream and waits for the network', () => {
    const { lost } = follow();
    latest().open();
    act(() => recordNetworkChange(false));
    expect(latest().readyState).toBe(FakeEventSource.CLOSED);
    expect(lost).toHaveBeenCalledTimes(1);
    act(() => recordNetworkChange(true));
    expect(FakeEventSource.all).toHaveLength(2);
  });

  it('opens nothing while disabled', () => {
    follow({ enabled: false });
    expect(FakeEventSource.all).toHaveLength(0);
  });
});
