import { useMemo, useState, type FormEvent } from 'react';
import { settingsMessages as m, settingsExtraMessages as x } from '../../../shared/settings-words';
import { DEFAULT_TIME_ZONE } from '../../../shared/dates';
import type { Me } from '../../../shared/auth';
import { Button } from '../../ui/Button';
import { Select, TextInput } from '../../ui/Field';
import { useMe } from '../../lib/session';
import { parsedLaterOrToast, warmChecks } from '../../lib/validate-later';
import { updateSpace } from './api';
import { Section } from './Section';
import { useSaveSettings } from './use-save-settings';

/** The form's shared schema, loaded when the form is first used (decision 020). */
const spaceInputSchema = () => import('./schemas').then((s) => s.spaceInput);

function timeZones(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [DEFAULT_TIME_ZONE];
  return Array.from(new Set([current, DEFAULT_TIME_ZONE, ...all])).sort((a, b) => a.localeCompare(b));
}

/** The space: its name, 'Birlikte olduğumuz tarih' and the time zone its days are counted in. */
export function SpaceSection() {
  const me = useMe();
  // A partner's change arrives live: the form starts again from the new values.
  return <SpaceForm key={`${me.space.name}|${me.space.togetherSince}|${me.space.timeZone}`} space={me.space} />;
}

function SpaceForm({ space }: { space: Me['space'] }) {
  const [name, setName] = useState(space.name);
  const [togetherSince, setTogetherSince] = useState(space.togetherSince);
  const [timeZone, setTimeZone] = useState(space.timeZone);
  const zones = useMemo(() => timeZones(space.timeZone), [space.timeZone]);
  const mutation = useSaveSettings(updateSpace, 'space');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = await parsedLaterOrToast(spaceInputSchema, { name, togetherSince, timeZone });
    if (checked !== undefined) mutation.mutate({ name, togetherSince, timeZone });
  };
  return (
    <Section title={x.space}>
      <form onSubmit={submit} onFocus={() => warmChecks(spaceInputSchema)} className="space-y-4">
        <TextInput label={x.spaceName} required maxLength={60} value={name} onChange={(e) => setName(e.target.value)} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput label={x.togetherSince} type="date" required value={togetherSince} onChange={(e) => setTogetherSince(e.target.value)} />
          <Select label={x.timeZone} value={timeZone} onChange={(e) => setTimeZone(e.target.value)}>
            {zones.map((z) => (
              <option key={z} value={z}>
                {z.replaceAll('_', ' ')}
              </option>
            ))}
          </Select>
        </div>
        <Button type="submit" disabled={mutation.isPending}>
          {m.save}
        </Button>
      </form>
    </Section>
  );
}
