import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { KeyRound } from 'lucide-react';
import { accountSecurityMessages as a } from '../../../shared/account-security-words';
import { accountMessages } from '../../../shared/account-words';
import { Button } from '../../ui/Button';
import { TextInput } from '../../ui/Field';
import { parsedLaterOrToast, warmChecks } from '../../lib/validate-later';
import { useMe } from '../../lib/session';
import { changePassword, deviceSessionsQuery } from './api';
import { Section } from './Section';

/** The form's shared schema, loaded when the form is first used (decision 020). */
const passwordChangeInputSchema = () => import('./schemas').then((s) => s.passwordChangeInput);

const empty = { currentPassword: '', newPassword: '', newPasswordAgain: '' };

/** 'Şifreyi değiştir': the current password, the new one twice; the other devices are signed out. */
/** Both new-password fields: what the browser's password manager and the server's rule expect. */
const NEW_PASSWORD = { type: 'password', autoComplete: 'new-password', required: true, minLength: 8, maxLength: 200 } as const;

export function PasswordSection() {
  const client = useQueryClient();
  const me = useMe();
  const [form, setForm] = useState(empty);
  const set = (field: keyof typeof empty) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: e.target.value }));
  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      toast.success(a.passwordChanged);
      setForm(empty);
      // The other devices are gone from 'Oturumlar'.
      void client.invalidateQueries({ queryKey: deviceSessionsQuery.queryKey });
      // The change ended every push subscription of the member: this device, signed in under its
      // new session, hands its own in again (a thief's browser cannot: its session is gone).
      void import('../../lib/push')
        .then((push) => push.resyncPush(me.id))
        .then(() => client.invalidateQueries({ queryKey: ['push-devices'] }))
        .catch(() => undefined);
    },
    onError: (error) => toast.error(error.message),
  });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = await parsedLaterOrToast(passwordChangeInputSchema, form);
    if (input) mutation.mutate(input);
  };
  return (
    <Section title={a.passwordTitle} description={`${a.passwordIntro} ${a.passwordEndsLinks}`} testId="password-section">
      <form onSubmit={submit} onFocus={() => warmChecks(passwordChangeInputSchema)} className="space-y-4" noValidate>
        {/* Lets a password manager tie the new password to this account. */}
        <input type="email" name="username" autoComplete="username" value={me.email} readOnly hidden />
        <TextInput
          label={a.currentPassword}
          type="password"
          autoComplete="current-password"
          required
          maxLength={200}
          value={form.currentPassword}
          onChange={set('currentPassword')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput
            label={a.newPassword}
            hint={accountMessages.setup.passwordHint}
            {...NEW_PASSWORD}
            value={form.newPassword}
            onChange={set('newPassword')}
          />
          <TextInput
            label={a.newPasswordAgain}
            {...NEW_PASSWORD}
            value={form.newPasswordAgain}
            onChange={set('newPasswordAgain')}
          />
        </div>
        <Button type="submit" icon={<KeyRound className="h-4 w-4" />} disabled={mutation.isPending}>
          {a.passwordSubmit}
        </Button>
      </form>
    </Section>
  );
}
