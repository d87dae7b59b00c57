import { Component, Suspense, useState, type ReactNode } from 'react';
import { MapPinOff } from 'lucide-react';
import { placesMessages as m } from '../../../../shared/places-words';
import { useClientConfig } from '../../../lib/client-config';
import { Spinner } from '../../../ui/Spinner';
import { cn } from '../../../ui/cn';

class MapErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function MapLoadFailed({ className }: { className?: string }) {
  return (
    <div role="alert" className={cn('flex flex-col items-center justify-center gap-2 rounded-2xl bg-stone-100 p-6 text-center text-sm text-stone-600 dark:bg-stone-800/70 dark:text-stone-300', className)}>
      <MapPinOff className="h-7 w-7 text-rose-300" aria-hidden="true" />
      {m.mapLoadFailed}
    </div>
  );
}

/**
 * Where a lazily loaded map lives: a spinner while Leaflet's code arrives, and the spec's
 * 'Harita yüklenirken bir hata oluştu…' when the code, the settings or the tiles cannot load.
 * The map gets `onFailed` for tile failures it notices itself.
 */
export function MapFrame({ className, children }: { className: string; children: (onFailed: () => void) => ReactNode }) {
  const config = useClientConfig();
  const [failed, setFailed] = useState(false);
  const fallback = <MapLoadFailed className={className} />;
  if (failed || config.isError) return fallback;
  return (
    <MapErrorBoundary fallback={fallback}>
      <Suspense fallback={<div className={cn('flex items-center justify-center rounded-2xl bg-stone-100 dark:bg-stone-800/70', className)}><Spinner /></div>}>
        {config.data ? children(() => setFailed(true)) : <Spinner />}
      </Suspense>
    </MapErrorBoundary>
  );
}
