import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordNetworkChange } from '../../../lib/network-status';
import { storeAccessToken } from '../../../lib/session';
import { FakeEventSource } from '../../../test/fake-event-source';
import { renderWithApp } from '../../../test/render';
import { alertParamsSchema } from '@tropero/shared/farm';
import { LIVE_SILENCE_MS } from '@tropero/shared/telemetry';
import { LiveProvider } from '../../telemetry/components/live-provider';
import { MapStatus } from './map-status';

const MINUTE = 60_000;
const FETCHED_AT = Date.UTC(2026, 10, 20, 15, 0);

/** The server's list of positions, as the query gives it. */
const positions = vi.hoisted(() => ({ data: [] as unknown[], dataUpdatedAt: 0 }));
vi.mock('../../telemetry/api/get-live-positions', () => ({
  useLivePositions: () => positions,
  livePositionsQueryOptions: (settlementId: string) => ({ queryKey: ['live-positions', settlementId] }),
}));

// A settlement whose plots, fences and markers have loaded.
vi.mock('../workspace/farm-workspace', () => {
  const loaded = (data: unknown[]) => ({ data, isError: false, isPending: false, fetchStatus: 'idle' });
  const workspace = {
    plots: loaded([{ _id: 'p1' }]),
    fences: loaded([]),
    markers: loaded([]),
    tool: null,
    canEdit: false,
    openPanel: () => {},
  };
  return { useFarmWorkspace: () => workspace };
});

const latest = () => FakeEventSource.all.at(-1)!;

function renderStatus() {
  const rendered = renderWithApp(
    <LiveProvider settlementId="cccccccccccccccccccccccc" alertParams={alertParamsSchema.parse({})}>
      <MapStatus />
    </LiveProvider>,
  );
  const refetch = vi.spyOn(rendered.queryClient, 'refetchQueries').mockResolvedValue();
  return { refetch };
}

describe('the map while live data is not current', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(FETCHED_AT);
    vi.stubGlobal('EventSource', FakeEventSource);
    FakeEventSource.all = [];
    positions.dataUpdatedAt = FETCHED_AT;
    storeAccessToken('access-token');
  });
  afterEach(() => {
    act(() => recordNetworkChange(true));
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('shows "sin conexión" with the age of the data when the stream is lost, and recovers when it opens', () => {
    const { refetch } = renderStatus();
    expect(latest().url).toContain('/live?settlementId=cccccccccccccccccccccccc');
    latest().open();
    expect(screen.queryByTestId('live-offline')).not.toBeInTheDocument();

    vi.setSystemTime(FETCHED_AT + 10 * MINUTE);
    latest().fail();
    act(() => vi.advanceTimersByTime(5 * MINUTE));
    // Current until the moment the stream was lost, five minutes ago.
    expect(screen.getByTestId('live-offline')).toHaveTextContent('Sin conexión · datos de hace 5 min');
    expect(refetch).not.toHaveBeenCalled();

    latest().open();
    expect(screen.queryByTestId('live-offline')).not.toBeInTheDocument();
    // What was sent during the gap comes with the server's list.
    expect(refetch).toHaveBeenCalledWith(
      { queryKey: ['live-positions', 'cccccccccccccccccccccccc'] },
      { cancelRefetch: false },
    );
  });

  it('offline, closes the stream and shows the age; back online, opens a new one', () => {
    renderStatus();
    const first = latest();
    first.open();
    vi.setSystemTime(FETCHED_AT + 2 * MINUTE);
    act(() => recordNetworkChange(false));
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    act(() => vi.advanceTimersByTime(3 * 60 * MINUTE));
    expect(screen.getByTestId('live-offline')).toHaveTextContent('Sin conexión · datos de hace 3 h');

    act(() => recordNetworkChange(true));
    expect(FakeEventSource.all).toHaveLength(2);
    // Until the new stream opens, the data is still not current.
    expect(screen.getByTestId('live-offline')).toBeInTheDocument();
    latest().open();
    expect(screen.queryByTestId('live-offline')).not.toBeInTheDocument();
  });

  it('takes a silent stream for dead and opens a new one; heartbeats keep it alive', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(FETCHED_AT);
    renderStatus();
    const first = latest();
    first.open();
    act(() => vi.advanceTimersByTime(LIVE_SILENCE_MS - 1_000));
    first.emit('heartbeat');
    act(() => vi.advanceTimersByTime(LIVE_SILENCE_MS - 1_000));
    expect(FakeEventSource.all).toHaveLength(1);
    expect(screen.queryByTestId('live-offline')).not.toBeInTheDocument();

    // Nothing heard for the whole silence: a link that dropped without closing.
    act(() => vi.advanceTimersByTime(2_000));
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    expect(FakeEventSource.all).toHaveLength(2);
    expect(screen.getByTestId('live-offline')).toBeInTheDocument();
    latest().open();
    expect(screen.queryByTestId('live-offline')).not.toBeInTheDocument();
  });

  it('offline before any data came, says it will load when the signal returns', () => {
    positions.dataUpdatedAt = 0;
    act(() => recordNetworkChange(false));
    renderStatus();
    expect(FakeEventSource.all).toHaveLength(0);
    expect(screen.getByTestId('live-offline')).toHaveTextContent(
      'Sin conexión: los datos se cargan cuando vuelva la señal.',
    );
  });
});
