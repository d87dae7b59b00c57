import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { accountMessages } from '../../../shared/account-words';
import { setupInput } from '../../../shared/auth';
import { Button } from '../../ui/Button';
import { TextInput } from '../../ui/Field';
import { parsedOrToast } from '../../lib/validate';
import { AuthLayout } from './AuthLayout';
import { useEnterApp } from './use-enter-app';
import { pageLanguage } from '../../lib/language';
import { setup } from './api';
import { DataNote } from './DataNote';

const m = accountMessages.setup;

/** First start: creates the space and its first member, then signs them in. */
export default function SetupPage() {
  const [form, setForm] = useState({ name: '', email: '', password: '', togetherSince: '' });
  const enterApp = useEnterApp();
  const mutation = useMutation({
    mutationFn: setup,
    onSuccess: ({ me }) => enterApp(me, () => m.success),
    onError: (error) => toast.error(error.message),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = parsedOrToast(setupInput, form);
    // The new member's language is the page's: the browser's (decision 030).
    if (input) mutation.mutate({ ...input, language: pageLanguage() });
  };
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  return (
    <AuthLayout title={m.title} intro={m.intro}>
      <form onSubmit={submit} className="space-y-4">
        <TextInput label={m.name} required autoComplete="name" value={form.name} onChange={set('name')} />
        <TextInput label={m.email} type="email" required autoComplete="email" value={form.email} onChange={set('email')} />
        <TextInput label={m.password} type="password" required autoComplete="new-password" hint={m.passwordHint} value={form.password} onChange={set('password')} />
        <TextInput label={m.togetherSince} type="date" required value={form.togetherSince} onChange={set('togetherSince')} />
        <Button type="submit" className="w-full" disabled={mutation.isPending}>
          {m.submit}
        </Button>
      </form>
      <DataNote />
    </AuthLayout>
  );
}
