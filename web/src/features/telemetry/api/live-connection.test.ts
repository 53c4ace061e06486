import { describe, expect, it, vi } from 'vitest';
import { createLiveConnection, liveFreshness } from './live-connection';

describe('live connection', () => {
  it('is current while connecting and open, and not while the browser is offline', () => {
    const connection = createLiveConnection();
    expect(liveFreshness(connection.get(), true)).toEqual({ current: true });
    connection.fetched(1_000);
    expect(connection.opened()).toBe(false);
    expect(liveFreshness(connection.get(), true)).toEqual({ current: true });
    expect(liveFreshness(connection.get(), false)).toEqual({ current: false, since: 1_000 });
  });

  it('remembers when the open stream was lost, not when it failed again', () => {
    const connection = createLiveConnection();
    const listener = vi.fn();
    connection.subscribe(listener);
    connection.fetched(1_000);
    connection.opened();
    connection.lost(5_000);
    connection.lost(9_000);
    expect(connection.get()).toMatchObject({ status: 'down', lostAt: 5_000 });
    expect(liveFreshness(connection.get(), true)).toEqual({ current: false, since: 5_000 });
    // Opened, fetched, lost: three changes heard; the second failure was none.
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('dates the data by the last list from the server when it is newer than the loss', () => {
    const connection = createLiveConnection();
    connection.opened();
    connection.lost(5_000);
    connection.fetched(7_000);
    expect(liveFreshness(connection.get(), true)).toEqual({ current: false, since: 7_000 });
  });

  it('has no age for data it never had', () => {
    const connection = createLiveConnection();
    connection.lost(5_000);
    expect(liveFreshness(connection.get(), false)).toEqual({ current: false, since: null });
  });

  it('says a stream opened again after a loss, so that the gap is fetched', () => {
    const connection = createLiveConnection();
    connection.opened();
    connection.lost(5_000);
    expect(connection.opened()).toBe(true);
    expect(connection.get()).toMatchObject({ status: 'open', lostAt: null });
    expect(connection.opened()).toBe(false);
  });
});
