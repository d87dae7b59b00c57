import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ChangeEvent } from '../../shared/events';
import { invalidateTopic } from './query-client';

/**
 * One EventSource for the signed-in member. Each change event invalidates the queries of its
 * topic; after a dropped connection comes back, everything is refetched (events may be missed).
 */
export function useLiveEvents(enabled: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let hadConnection = false;

    const connect = () => {
      source = new EventSource('/api/events');
      source.addEventListener('open', () => {
        if (hadConnection) void client.invalidateQueries();
        hadConnection = true;
      });
      source.addEventListener('change', (e) => {
        try {
          const event = JSON.parse((e as MessageEvent<string>).data) as ChangeEvent;
          void invalidateTopic(client, event.topic);
        } catch {
          // ignore a malformed event
        }
      });
      source.addEventListener('error', () => {
        // The browser retries by itself unless the stream was refused (e.g. session gone).
        if (source?.readyState === EventSource.CLOSED && !stopped) {
          retry = setTimeout(connect, 5000);
        }
      });
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [enabled, client]);
}
