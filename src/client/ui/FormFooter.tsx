import { Button } from './Button';

/** The end of a modal form: cancel, then the submit button ('Ekle' / 'Güncelle'). */
export function FormFooter({
  cancelLabel,
  submitLabel,
  onCancel,
  busy,
  inline = false,
  cancelVariant = 'secondary',
}: {
  cancelLabel: string;
  submitLabel: string;
  onCancel: () => void;
  /** Saving (or still loading what the form needs): the submit button waits. */
  busy: boolean;
  /** Right under the fields of a small form inside a page or card: no space above. */
  inline?: boolean;
  cancelVariant?: 'secondary' | 'ghost';
}) {
  return (
    <div className={inline ? 'flex justify-end gap-2' : 'flex justify-end gap-2 pt-2'}>
      <Button variant={cancelVariant} onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" disabled={busy}>
        {submitLabel}
      </Button>
    </div>
  );
}
