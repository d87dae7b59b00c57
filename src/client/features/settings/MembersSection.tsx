import { useMe, useMembers } from '../../lib/session';
import { Section } from './Section';
import { Spinner } from '../../ui/Spinner';
import { Avatar } from '../../ui/Avatar';
import { settingsMessages } from '../../../shared/settings-words';

/** Who shares this notebook; the partner's name follows their profile live. */
export function MembersSection() {
  const me = useMe();
  const members = useMembers();
  return (
    <Section title={settingsMessages.members}>
      {members.isPending ? (
        <Spinner className="py-4" />
      ) : (
        <ul className="flex flex-wrap gap-3">
          {members.data?.map((m) => (
            <li key={m.id} className="flex items-center gap-3 rounded-2xl bg-stone-50 py-2 pr-4 pl-2 dark:bg-stone-800/60">
              <Avatar
                name={m.displayName}
                photoUrl={m.photoUrl}
                className="h-10 w-10"
                initialsClassName="bg-rose-100 text-sm text-rose-700 dark:bg-rose-950 dark:text-rose-300"
              />
              <span className="font-medium" data-testid={m.id === me.id ? 'own-name' : 'partner-name'}>
                {m.displayName}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
