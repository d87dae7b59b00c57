import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { messages } from '../../../shared/messages';
import { setupInput } from '../../../shared/auth';
import { firstMessage } from '../../../shared/validation';
import { Button } from '../../ui/Button';
import { TextInput } from '../../ui/Field';
import { useSetSignedIn } from '../../lib/session';
import { AuthLayout } from './AuthLayout';
import { setup } from './api';

const m = messages.setup;

/** First start: creates the space and its first member, then signs them in. */
export default function SetupPage() {
  const [form, setForm] = useState({ name: '', email: '', password: '', togetherSince: '' });
  const navigate = useNavigate();
  const setSignedIn = useSetSignedIn();
  const mutation = useMutation({
    mutationFn: setup,
    onSuccess: ({ me }) => {
      setSignedIn(me);
      toast.success(m.success);
      navigate('/', { replace: true });
    },
    onError: (error) => toast.error(error.message),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = setupInput.safeParse(form);
    if (!parsed.success) return void toast.error(firstMessage(parsed.error));
    mutation.mutate(parsed.data);
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
    </AuthLayout>
  );
}
