// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLiveEvents } from './live-events';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A stand-in EventSource the test opens by hand. */
class FakeSource {
  static last: FakeSource | undefined;
  listeners = new Map<string, (e: unknown) => void>();
  constructor(public url: string) {
    FakeSource.last = this;
  }
  addEventListener(type: string, listener: (e: unknown) => void) {
    this.listeners.set(type, listener);
  }
  close() {}
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeSource.last = undefined;
  delete (document as { readyState?: string }).readyState;
});

describe('useLiveEvents', () => {
  it('reads the lists again when the stream opens, but not what changes only with a restart (the tile address)', async () => {
    vi.stubGlobal('EventSource', FakeSource);
    const client = new QueryClient();
    const reads = { places: 0, config: 0 };
    function Page() {
      useLiveEvents(true);
      useQuery({ queryKey: ['places'], queryFn: async () => ++reads.places });
      useQuery({ queryKey: ['client-config'], queryFn: async () => ++reads.config, staleTime: Infinity, meta: { restartOnly: true } });
      return null;
    }
    const root = createRoot(document.createElement('div'));
    await act(async () => root.render(<QueryClientProvider client={client}><Page /></QueryClientProvider>));
    expect(reads).toEqual({ places: 1, config: 1 });
    await vi.waitFor(() => expect(FakeSource.last).toBeDefined());
    await act(async () => FakeSource.last!.listeners.get('open')!({}));
    expect(reads).toEqual({ places: 2, config: 1 });
    await act(async () => root.unmount());
  });

  it('opens the stream only once the page has loaded, so its first reading does not compete with the first paint', async () => {
    vi.stubGlobal('EventSource', FakeSource);
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    function Shell() {
      useLiveEvents(true);
      return null;
    }
    const root = createRoot(document.createElement('div'));
    await act(async () => root.render(<QueryClientProvider client={new QueryClient()}><Shell /></QueryClientProvider>));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(FakeSource.last).toBeUndefined();
    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(FakeSource.last?.url).toBe('/api/events'));
    await act(async () => root.unmount());
  });
});
