import { startTransition, Suspense, useEffect, useState } from 'react';
import { lazyPart } from '../../lib/lazy-page';
import { settingsMessages as m } from '../../../shared/settings-words';
import { PageHeader } from '../../ui/PageHeader';
import { ProfileSection } from './ProfileSection';
import { LanguageSection } from './LanguageSection';
import { InviteSection } from './InviteSection';
import { CalendarSection } from './CalendarSection';
import { MembersSection } from './MembersSection';
import { SpaceSection } from './SpaceSection';
import { SpecialDatesSection } from './SpecialDatesSection';
import { ExportSection } from './ExportSection';
import { ImportSection } from './ImportSection';
import { PasswordSection } from './PasswordSection';
import { DevicesSection } from './DevicesSection';
import { NotificationsSection } from './NotificationsSection';
import { VersionFooter } from './VersionFooter';

// The game's 'Zorluk' brings the game's words along: loaded after the page, below its first screen,
// so /settings stays within its first-load budget (decision 020).
const GameSection = lazyPart(() => import('./GameSection').then((m) => m.GameSection));

/**
 * The first screen (profile, members) is drawn at once; the sections below it follow in a
 * transition, which React draws in slices between the browser's frames: a phone never sees one
 * long task for the whole page (Lighthouse measured 300 ms of blocking on a mid-range phone).
 */
export default function SettingsPage() {
  const [below, setBelow] = useState(false);
  useEffect(() => startTransition(() => setBelow(true)), []);
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageHeader title={m.title} />
      <ProfileSection />
      <LanguageSection />
      <MembersSection />
      {below && (
        <>
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
        </>
      )}
    </div>
  );
}
