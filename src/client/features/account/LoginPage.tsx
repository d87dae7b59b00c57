import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { useLocation } from '../../lib/router';
import { accountMessages } from '../../../shared/account-words';
import { shareMessages } from '../../../shared/share-words';
import { continuationPath } from '../../lib/continue-after-login';
import { Button } from '../../ui/Button';
import { TextInput } from '../../ui/Field';
import { ApiError, OfflineError } from '../../lib/api';
import { AuthLayout } from './AuthLayout';
import { useEnterApp } from './use-enter-app';
import { login } from './api';

const m = accountMessages.auth;

export default function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const enterApp = useEnterApp();
  const sharing = continuationPath(useLocation().state) !== null;
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: ({ me }) => enterApp(me, () => m.loginSuccess),
    onError: (error) => {
      // Every failure reads the same, except the rate limit, which says to wait.
      toast.error((error instanceof ApiError && error.status === 429) || error instanceof OfflineError ? error.message : m.loginFailure);
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    mutation.mutate({ email, password });
  };

  return (
    <AuthLayout title={m.loginTitle}>
      {sharing && (
        <p role="note" className="mb-4 rounded-2xl bg-rose-50 p-3 text-sm text-rose-900 dark:bg-rose-950/40 dark:text-rose-100">
          {shareMessages.loginFirst}
        </p>
      )}
      <form onSubmit={submit} className="space-y-4">
        <TextInput label={m.email} type="email" required autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <TextInput label={m.password} type="password" required autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        <Button type="submit" className="w-full" disabled={mutation.isPending}>
          {m.loginButton}
        </Button>
      </form>
    </AuthLayout>
  );
}
