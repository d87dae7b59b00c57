import { Button } from './Button';

/** The end of a modal form: cancel, then the submit button ('Ekle' / 'Güncelle'). */
export function FormFooter({
  cancelLabel,
  submitLabel,
  onCancel,
  busy,
}: {
  cancelLabel: string;
  submitLabel: string;
  onCancel: () => void;
  /** Saving (or still loading what the form needs): the submit button waits. */
  busy: boolean;
}) {
  return (
    <div className="flex justify-end gap-2 pt-2">
      <Button variant="secondary" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" disabled={busy}>
        {submitLabel}
      </Button>
    </div>
  );
}
