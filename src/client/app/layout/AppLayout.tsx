import { useState, type ReactNode } from 'react';
import { TopBar } from './TopBar';
import { SideMenu } from './SideMenu';
import { OfflineBanner } from './OfflineBanner';
import { useLiveEvents } from '../../lib/live-events';

/** Fixed top bar, the side menu (fixed when wide, a drawer when narrow) and the page. */
export function AppLayout({ children }: { children: ReactNode }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  useLiveEvents(true);

  return (
    <div className="min-h-dvh">
      <TopBar onMenu={() => setDrawerOpen(true)} />
      <SideMenu open={drawerOpen} onClose={() => setDrawerOpen(false)} />
      <main className="px-4 pt-20 pb-12 sm:px-6 lg:pl-72 lg:pr-8">
        <div className="mx-auto max-w-7xl">
          <OfflineBanner />
          {children}
        </div>
      </main>
    </div>
  );
}
