import { HardDrive } from 'lucide-react';
import { firstRunWords as w } from '../../../shared/first-run-words';

/** Under the setup form: the owner learns once where everything lives and how a backup comes back. */
export function DataNote() {
  return (
    <section aria-labelledby="data-note-title" className="mt-6 rounded-2xl bg-stone-50 p-4 text-sm text-stone-600 ring-1 ring-stone-200 dark:bg-stone-800/60 dark:text-stone-300 dark:ring-stone-700">
      <h2 id="data-note-title" className="flex items-center gap-2 font-medium text-stone-800 dark:text-stone-100">
        <HardDrive className="h-4 w-4" aria-hidden="true" />
        {w.title}
      </h2>
      <p className="mt-2">{w.data}</p>
      <p className="mt-2">{w.backups}</p>
      <p className="mt-2">{w.restore}</p>
      <code className="mt-1 block rounded-lg bg-white px-2 py-1 font-mono text-xs break-all text-stone-800 ring-1 ring-stone-200 dark:bg-stone-900 dark:text-stone-100 dark:ring-stone-700">
        {w.restoreCommand}
      </code>
    </section>
  );
}
