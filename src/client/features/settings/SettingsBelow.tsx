import { Suspense } from 'react';
import { lazyPart } from '../../lib/lazy-page';
import { SpaceSection } from './SpaceSection';
import { SpecialDatesSection } from './SpecialDatesSection';
import { InviteSection } from './InviteSection';
import { CalendarSection } from './CalendarSection';
import { ExportSection } from './ExportSection';
import { ImportSection } from './ImportSection';
import { PasswordSection } from './PasswordSection';
import { NotificationsSection } from './NotificationsSection';
import { DevicesSection } from './DevicesSection';
import { VersionFooter } from './VersionFooter';
import { OneAfterAnother } from '../../ui/OneAfterAnother';

// The game's 'Zorluk' brings the game's words along: its own chunk, so these sections do not wait for them.
const GameSection = lazyPart(() => import('./GameSection').then((m) => m.GameSection));

/** The sections below /settings' first screen, loaded as their own chunk once the first screen is drawn (SettingsPage). */
export function SettingsBelow() {
  // One card at a time: no single commit holds them all (ui/OneAfterAnother.tsx).
  return (
    <OneAfterAnother>
      <SpaceSection />
      <SpecialDatesSection />
      <Suspense fallback={null}>
        <GameSection />
      </Suspense>
      <InviteSection />
      <CalendarSection />
      <ExportSection />
      <ImportSection />
      <PasswordSection />
      <NotificationsSection />
      <DevicesSection />
      <VersionFooter />
    </OneAfterAnother>
  );
}
