import { useEffect, useRef, useState } from 'react';
import { Smile } from 'lucide-react';
import { memoriesFormMessages as m } from '../../../../shared/memories-form-words';
import { IconButton } from '../../../ui/Button';
import { cn } from '../../../ui/cn';
import { emojiGroups } from './emoji-groups';

/** A small popover of six emoji groups; a click hands the emoji to `onPick` (the title appends it). */
export function EmojiPicker({ onPick }: { onPick: (emoji: string) => void }) {
  const [open, setOpen] = useState(false);
  const [group, setGroup] = useState(emojiGroups[0].id);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  const current = emojiGroups.find((g) => g.id === group) ?? emojiGroups[0];
  return (
    <div ref={root} className="relative">
      <IconButton label={m.emoji} aria-expanded={open} onClick={() => setOpen((o) => !o)} className={cn('h-11 w-11', open && 'bg-rose-50 text-rose-600 dark:bg-stone-800')}>
        <Smile className="h-5 w-5" />
      </IconButton>
      {open && (
        <div
          role="dialog"
          aria-label={m.emoji}
          className="absolute top-12 right-0 z-10 w-72 rounded-2xl bg-white p-3 shadow-xl ring-1 ring-stone-200 dark:bg-stone-900 dark:ring-stone-700"
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.stopPropagation();
              setOpen(false);
            }
          }}
        >
          <div role="tablist" className="mb-2 flex flex-wrap gap-1">
            {emojiGroups.map((g) => (
              <button
                key={g.id}
                type="button"
                role="tab"
                aria-selected={g.id === group}
                onClick={() => setGroup(g.id)}
                className={cn(
                  'rounded-full px-2.5 py-1 text-xs font-medium transition-colors',
                  g.id === group ? 'bg-rose-600 text-white' : 'text-stone-600 hover:bg-stone-100 dark:text-stone-300 dark:hover:bg-stone-800',
                )}
              >
                {m.emojiGroups[g.id]}
              </button>
            ))}
          </div>
          <div role="tabpanel" aria-label={m.emojiGroups[current.id]} className="grid grid-cols-6 gap-1">
            {current.emojis.map((emoji) => (
              <button
                key={emoji}
                type="button"
                aria-label={emoji}
                onClick={() => onPick(emoji)}
                className="flex h-10 items-center justify-center rounded-lg text-xl hover:bg-rose-50 dark:hover:bg-stone-800"
              >
                {emoji}
              </button>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
