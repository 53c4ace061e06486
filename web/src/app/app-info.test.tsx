import { render, renderHook, screen } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { networkStore, recordNetworkChange } from '../lib/network-status';
import { AppInfoProvider, useAppInfo } from './app-info';

function Status() {
  const { network } = useAppInfo();
  return <p>{`${network.online ? 'online' : 'offline'} ${network.history.length}`}</p>;
}

describe('app information', () => {
  it('must be used inside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useAppInfo())).toThrow('must be used inside its provider');
  });

  it('follows the network status and keeps the history of changes', () => {
    networkStore.set({ online: true, history: [] });
    render(
      <AppInfoProvider>
        <Status />
      </AppInfoProvider>,
    );
    act(() => recordNetworkChange(false, 1));
    act(() => recordNetworkChange(false, 2));
    expect(screen.getByText('offline 1')).toBeInTheDocument();
    act(() => window.dispatchEvent(new Event('online')));
    expect(screen.getByText('online 2')).toBeInTheDocument();
    expect(networkStore.get().history.map((change) => change.online)).toEqual([false, true]);
  });
});
