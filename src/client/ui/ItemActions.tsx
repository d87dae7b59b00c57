import { Pencil, Trash2 } from 'lucide-react';
import { IconButton } from './Button';
import { messages } from '../../shared/messages';

/** The owner's edit and delete icons; screen readers read 'Düzenle' and 'Sil'. */
export function ItemActions({ onEdit, onDelete, editLabel = messages.shell.edit, deleteLabel = messages.shell.delete }: { onEdit: () => void; onDelete: () => void; editLabel?: string; deleteLabel?: string }) {
  return (
    <>
      <IconButton label={editLabel} onClick={onEdit}>
        <Pencil className="h-4 w-4" />
      </IconButton>
      <IconButton label={deleteLabel} onClick={onDelete} className="hover:bg-rose-50 hover:text-rose-600 dark:hover:bg-rose-950/50 dark:hover:text-rose-300">
        <Trash2 className="h-4 w-4" />
      </IconButton>
    </>
  );
}
