import { Suspense } from 'react';
import { lazyPart } from '../../lib/lazy-page';
import { usePartAfterDraw } from '../../lib/use-part-after-draw';
import { settingsMessages as m } from '../../../shared/settings-words';
import { PageHeader } from '../../ui/PageHeader';
import { ProfileSection } from './ProfileSection';
import { LanguageSection } from './LanguageSection';
import { MembersSection } from './MembersSection';

// Everything below the first screen (the space, dates, game, invitation, calendar, export, import,
// password, notifications, devices) is its own chunk with its words, asked for as soon as the
// first screen is drawn: /settings stays within its first-load budget in both languages (decision 020).
const SettingsBelow = lazyPart(() => import('./SettingsBelow').then((m) => m.SettingsBelow));

/**
 * The first screen (profile, language, members) is drawn at once; the sections below it follow in
 * a transition once their chunk is here, which React draws in slices between the browser's frames:
 * a phone never sees one long task for the whole page (Lighthouse measured 300 ms of blocking on a
 * mid-range phone).
 */
export default function SettingsPage() {
  const below = usePartAfterDraw(SettingsBelow);
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageHeader title={m.title} />
      <ProfileSection />
      <LanguageSection />
      <MembersSection />
      {below && (
        <Suspense fallback={null}>
          <SettingsBelow />
        </Suspense>
      )}
    </div>
  );
}
