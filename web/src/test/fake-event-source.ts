import { act } from '@testing-library/react';

/** The browser's EventSource, driven by the test: stub the global with it. */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static all: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private readonly listeners = new Map<string, (event: MessageEvent<string>) => void>();
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  /** The server sent an event of this type with this data. */
  emit(type: string, data: unknown = {}) {
    act(() => this.listeners.get(type)?.(new MessageEvent(type, { data: JSON.stringify(data) })));
  }
  open() {
    this.readyState = FakeEventSource.OPEN;
    act(() => this.onopen?.());
  }
  /** The connection broke; the browser retries by itself. */
  fail() {
    this.readyState = FakeEventSource.CONNECTING;
    act(() => this.onerror?.());
  }
  /** The server refused the stream (an expired token): the browser does not retry. */
  refuse() {
    this.readyState = FakeEventSource.CLOSED;
    act(() => this.onerror?.());
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}
