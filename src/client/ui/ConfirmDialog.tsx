import { Modal } from './Modal';
import { Button } from './Button';
import { messages } from '../../shared/messages';

/** Asks before something that cannot be undone, e.g. 'Bu filmi silmek istediğinizden emin misiniz?'. */
export function ConfirmDialog({
  open,
  message,
  confirmLabel = messages.shell.delete,
  busy = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  message: string;
  confirmLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal open={open} title={messages.shell.confirmTitle} onClose={onCancel} size="sm">
      <p className="text-stone-600 dark:text-stone-300">{message}</p>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {messages.shell.cancel}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
