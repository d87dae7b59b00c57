import { settingsMessages as m } from '../../../shared/settings-words';
import { PageHeader } from '../../ui/PageHeader';
import { ProfileSection } from './ProfileSection';
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

export default function SettingsPage() {
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageHeader title={m.title} />
      <ProfileSection />
      <MembersSection />
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
    </div>
  );
}
