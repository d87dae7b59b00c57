import { Copy } from 'lucide-react';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { inputClass } from '../../ui/input-class';

/** An address to hand on (an invite, the calendar feed): shown read-only, copied on the button. */
export function CopyField({ id, url, label, copyLabel, copied }: { id: string; url: string; label: string; copyLabel: string; copied: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(copied);
    } catch {
      // Clipboard refused (e.g. plain http): select the text so it can be copied by hand.
      document.querySelector<HTMLInputElement>(`#${id}`)?.select();
    }
  };
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <input id={id} readOnly value={url} aria-label={label} className={inputClass} onFocus={(e) => e.target.select()} />
      <Button icon={<Copy className="h-4 w-4" />} onClick={copy}>
        {copyLabel}
      </Button>
    </div>
  );
}
