import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ChangeEvent } from '../../shared/events';
import { CLIENT_ID } from './client-id';
import { markTopicStale } from './query-client';

/**
 * One EventSource for the signed-in member. Each change event updates the one item it names
 * (item-update.ts, loaded with the first such event) or invalidates the queries of its topic; whenever the stream opens (first, or
 * after a dropped connection comes back) everything is refetched, since events before it are missed.
 */
export function useLiveEvents(enabled: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const connect = () => {
      source = new EventSource('/api/events');
      // Every open, the first too: what the page read before the stream listened may have changed
      // unseen (a partner's write between the page's first reads and this connection, or any while
      // it was down). Reading again costs little: an unchanged list answers 304. What changes only
      // with a server restart (the client config: `meta.restartOnly`) is not read again.
      source.addEventListener('open', () => void client.invalidateQueries({ predicate: (query) => query.meta?.restartOnly !== true }));
      source.addEventListener('change', (e) => {
        try {
          const event = JSON.parse((e as MessageEvent<string>).data) as ChangeEvent;
          // This tab's own echo: what it changed it has refreshed itself. Its other pages' copies
          // are only marked stale (read again when shown); the member's other tabs and devices have
          // other ids and apply the event.
          if (event.clientId === CLIENT_ID) void markTopicStale(client, event.topic);
          // The code that applies a partner's change loads with the first one (decision 020); events
          // keep their order, as each waits for the same import.
          else void import('./item-update').then(({ applyChange }) => applyChange(client, event));
        } catch {
          // ignore a malformed event
        }
      });
      source.addEventListener('error', () => {
        // The browser retries by itself unless the stream was refused (e.g. session gone): then the
        // session is read again, so a page signed out from elsewhere finds out (lib/session.ts).
        if (source?.readyState === EventSource.CLOSED && !stopped) {
          void client.invalidateQueries({ queryKey: ['session'] });
          retry = setTimeout(connect, 5000);
        }
      });
    };
    // The stream opens once the page has loaded and the browser is idle: its first 'open' reads the
    // lists again, and that must not compete with the page's first paint for the line and the main
    // thread (decision 021). A change made meanwhile is in that first reading.
    let idle: number | undefined;
    const soon = () => {
      if (!stopped) idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(connect, { timeout: 2000 }) : window.setTimeout(connect, 0);
    };
    if (document.readyState === 'complete') soon();
    else window.addEventListener('load', soon, { once: true });
    return () => {
      stopped = true;
      clearTimeout(retry);
      window.removeEventListener('load', soon);
      if (idle !== undefined) (typeof cancelIdleCallback === 'function' ? cancelIdleCallback : clearTimeout)(idle);
      source?.close();
    };
  }, [enabled, client]);
}
