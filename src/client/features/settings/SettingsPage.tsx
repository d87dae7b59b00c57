import { startTransition, Suspense, useEffect, useState } from 'react';
import { settingsMessages as m } from '../../../shared/settings-words';
import { PageHeader } from '../../ui/PageHeader';
import { lazyPart } from '../../app/lazy-page';
import { ProfileSection } from './ProfileSection';
import { MembersSection } from './MembersSection';

// The ten sections below the first screen are a chunk of their own: not among the page's first
// load (the HTML preloads only the page's static imports), asked for as the page mounts.
const SettingsBelow = lazyPart(() => import('./SettingsBelow').then((mod) => mod.default));

/**
 * The first screen (profile, members) is drawn at once; the sections below it follow, their code
 * loaded as the page opens, in a transition, which React draws in slices between the browser's
 * frames: a phone never sees one long task for the whole page (Lighthouse measured 300 ms of
 * blocking on a mid-range phone), and the page's first load stays small.
 */
export default function SettingsPage() {
  const [below, setBelow] = useState(false);
  useEffect(() => {
    void SettingsBelow.preload()
      .catch(() => undefined)
      .then(() => startTransition(() => setBelow(true)));
  }, []);
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageHeader title={m.title} />
      <ProfileSection />
      <MembersSection />
      {below && (
        <Suspense fallback={null}>
          <SettingsBelow />
        </Suspense>
      )}
    </div>
  );
}
