import { useState, type FormEvent } from 'react';
import { useParams } from '../../lib/router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { accountMessages } from '../../../shared/account-words';
import { inviteAcceptInput } from '../../../shared/auth';
import { Button } from '../../ui/Button';
import { TextInput } from '../../ui/Field';
import { Spinner } from '../../ui/Spinner';
import { parsedOrToast } from '../../lib/validate';
import { AuthLayout } from './AuthLayout';
import { useEnterApp } from './use-enter-app';
import { pageLanguage } from '../../lib/language';
import { acceptInvite, inviteInfo } from './api';

const m = accountMessages.invite;

/** The partner's way in: a one-time link made in /settings. */
export default function InvitePage() {
  const { token = '' } = useParams();
  const [form, setForm] = useState({ name: '', email: '', password: '' });
  const enterApp = useEnterApp();
  const info = useQuery({ queryKey: ['invite', token], queryFn: () => inviteInfo(token), retry: false });
  const mutation = useMutation({
    // The new member's language is the page's: the browser's (decision 030).
    mutationFn: () => acceptInvite(token, { ...form, language: pageLanguage() }),
    onSuccess: ({ me }) => enterApp(me, () => m.joined),
    onError: (error) => toast.error(error.message),
  });

  if (info.isPending) return <AuthLayout title={m.title}><Spinner /></AuthLayout>;
  if (info.isError) {
    return (
      <AuthLayout title={m.title}>
        <p role="alert" className="rounded-2xl bg-rose-50 p-4 text-rose-700 dark:bg-rose-950/40 dark:text-rose-300">
          {m.invalid}
        </p>
      </AuthLayout>
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (parsedOrToast(inviteAcceptInput, form) !== undefined) mutation.mutate();
  };
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  return (
    <AuthLayout title={m.title} intro={`${info.data.invitedBy} · ${m.intro}`}>
      <form onSubmit={submit} className="space-y-4">
        <TextInput label={accountMessages.setup.name} required autoComplete="name" value={form.name} onChange={set('name')} />
        <TextInput label={accountMessages.setup.email} type="email" required autoComplete="email" value={form.email} onChange={set('email')} />
        <TextInput label={accountMessages.setup.password} type="password" required autoComplete="new-password" hint={accountMessages.setup.passwordHint} value={form.password} onChange={set('password')} />
        <Button type="submit" className="w-full" disabled={mutation.isPending}>
          {m.join}
        </Button>
      </form>
    </AuthLayout>
  );
}
