import { WifiOff } from 'lucide-react';
import { messages } from '../../../shared/messages';
import { useOffline } from '../../lib/offline';

/**
 * 'Çevrimdışı' under the top bar while the device is offline or the lists are the service
 * worker's copies, so nothing stale is shown without saying so. Polite status: read once, not
 * on every render.
 */
export function OfflineBanner() {
  const offline = useOffline();
  if (!offline) return null;
  return (
    <div
      role="status"
      data-testid="offline-banner"
      className="mb-4 flex items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-100"
    >
      <WifiOff className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <p>
        <strong className="font-semibold">{messages.offline.banner}</strong>
        <span className="text-amber-800 dark:text-amber-200/90"> · {messages.offline.bannerDetail}</span>
      </p>
    </div>
  );
}
