import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { Copy, Link2 } from 'lucide-react';
import { messages } from '../../../shared/messages';
import { settingsMessages } from '../../../shared/settings-words';
import { Button } from '../../ui/Button';
import { inputClass } from '../../ui/input-class';
import { createInvite } from './api';
import { Section } from './Section';

const m = messages.invite;

export function InviteSection() {
  const [url, setUrl] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: createInvite,
    onSuccess: (invite) => setUrl(invite.url),
    onError: (error) => toast.error(error.message),
  });
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success(m.copied);
    } catch {
      // Clipboard refused (e.g. plain http): select the text so it can be copied by hand.
      document.querySelector<HTMLInputElement>('#invite-url')?.select();
    }
  };
  return (
    <Section title={settingsMessages.partner} description={m.expiresNote}>
      <Button variant="secondary" icon={<Link2 className="h-4 w-4" />} onClick={() => mutation.mutate()} disabled={mutation.isPending}>
        {m.create}
      </Button>
      {url && (
        <div className="flex flex-col gap-2 sm:flex-row">
          <input id="invite-url" readOnly value={url} aria-label={m.create} className={inputClass} onFocus={(e) => e.target.select()} />
          <Button icon={<Copy className="h-4 w-4" />} onClick={copy}>
            {m.copy}
          </Button>
        </div>
      )}
    </Section>
  );
}
