import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { Link2 } from 'lucide-react';
import { accountMessages } from '../../../shared/account-words';
import { settingsMessages } from '../../../shared/settings-words';
import { Button } from '../../ui/Button';
import { createInvite } from './api';
import { Section } from './Section';
import { CopyField } from './CopyField';

const m = accountMessages.invite;

export function InviteSection() {
  const [url, setUrl] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: createInvite,
    onSuccess: (invite) => setUrl(invite.url),
    onError: (error) => toast.error(error.message),
  });
  return (
    <Section title={settingsMessages.partner} description={m.expiresNote}>
      <Button variant="secondary" icon={<Link2 className="h-4 w-4" />} onClick={() => mutation.mutate()} disabled={mutation.isPending}>
        {m.create}
      </Button>
      {url && <CopyField id="invite-url" url={url} label={m.create} copyLabel={m.copy} copied={m.copied} />}
    </Section>
  );
}
