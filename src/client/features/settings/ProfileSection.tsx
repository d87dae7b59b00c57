import { useState, type FormEvent } from 'react';
import { settingsMessages as m, settingsExtraMessages as x } from '../../../shared/settings-words';
import { Button } from '../../ui/Button';
import { TextInput } from '../../ui/Field';
import { useMe } from '../../lib/session';
import { parsedLaterOrToast, warmChecks } from '../../lib/validate-later';
import { updateProfile } from './api';
import { Section } from './Section';
import { useSaveSettings } from './use-save-settings';
import { PhotoPicker } from './PhotoPicker';

/** The form's shared schema, loaded when the form is first used (decision 020). */
const profileInputSchema = () => import('./schemas').then((s) => s.profileInput);

/** 'Görünen ad', 'Profil fotoğrafı' and 'Doğum günü' (which keeps a 'Doğum Günü' special date). */
export function ProfileSection() {
  const me = useMe();
  const [displayName, setDisplayName] = useState(me.displayName);
  const [birthday, setBirthday] = useState(me.birthday ?? '');
  const mutation = useSaveSettings(updateProfile, 'profile');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = await parsedLaterOrToast(profileInputSchema, { displayName, birthday: birthday || null });
    if (input) mutation.mutate(input);
  };
  return (
    <Section title={m.profile}>
      <PhotoPicker />
      <form onSubmit={submit} onFocus={() => warmChecks(profileInputSchema)} className="space-y-4">
        <TextInput label={m.displayName} required maxLength={60} value={displayName} onChange={(e) => setDisplayName(e.target.value)} />
        <TextInput label={x.birthday} type="date" value={birthday} onChange={(e) => setBirthday(e.target.value)} className="sm:max-w-xs" />
        <Button type="submit" disabled={mutation.isPending}>
          {m.save}
        </Button>
      </form>
    </Section>
  );
}
