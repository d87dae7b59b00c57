import { listImportMessages as lm } from '../../../../shared/list-import';
import { cn } from '../../../ui/cn';

interface Props {
  label: string;
  items: { title: string; detail: string; tag: string }[];
  /** All of them; the server sends the first few hundred names only. */
  total: number;
  muted?: boolean;
}

/** A short scrolling list of the names in one group of the preview. */
export function ImportNameList({ label, items, total, muted }: Props) {
  return (
    <ul
      aria-label={label}
      className="max-h-56 divide-y divide-stone-100 overflow-y-auto rounded-xl ring-1 ring-stone-200 dark:divide-stone-800 dark:ring-stone-700"
    >
      {items.map((item, i) => (
        <li key={`${item.title}-${i}`} className="flex items-baseline justify-between gap-3 px-4 py-2 text-sm">
          <span className={cn('min-w-0 [overflow-wrap:anywhere]', muted ? 'text-stone-500 dark:text-stone-400' : 'text-stone-800 dark:text-stone-100')}>
            {item.title}
            {item.detail && <span className="block text-xs text-stone-400 sm:ml-2 sm:inline dark:text-stone-500">{item.detail}</span>}
          </span>
          <span className="shrink-0 text-xs text-stone-500 dark:text-stone-400">{item.tag}</span>
        </li>
      ))}
      {total > items.length && <li className="px-4 py-2 text-xs text-stone-500 dark:text-stone-400">{lm.more(total - items.length)}</li>}
    </ul>
  );
}
