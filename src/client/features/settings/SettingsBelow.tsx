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

/** The sections below the first screen of /settings: a chunk of their own, loaded as the page opens (SettingsPage). */
export default function SettingsBelow() {
  return (
    <>
      <SpaceSection />
      <SpecialDatesSection />
      <InviteSection />
      <CalendarSection />
      <ExportSection />
      <ImportSection />
      <PasswordSection />
      <NotificationsSection />
      <DevicesSection />
      <VersionFooter />
    </>
  );
}
