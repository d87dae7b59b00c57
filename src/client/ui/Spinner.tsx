import { cn } from './cn';
import { messages } from '../../shared/messages';

export function Spinner({ className, label = messages.shell.loading }: { className?: string; label?: string }) {
  return (
    <div role="status" aria-label={label} className={cn('flex items-center justify-center py-12', className)}>
      <span className="h-9 w-9 animate-spin rounded-full border-4 border-rose-200 border-t-rose-500 dark:border-stone-700 dark:border-t-rose-400" />
    </div>
  );
}

export function FullPageSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner />
    </div>
  );
}
