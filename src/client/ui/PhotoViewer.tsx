import { useEffect, useRef, useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { socialWords as m, type SocialPhoto } from '../../shared/social-words';
import { ImageWithFallback } from './ImageWithFallback';
import { cn } from './cn';

/** Swipes shorter than this are taps, not a change of photo. */
const SWIPE_PX = 40;

/** A memory's or an opened capsule's photos at full size: arrow keys, buttons, dots and swipe move between them. */
export function PhotoViewer({ photos, title, initialIndex = 0 }: { photos: SocialPhoto[]; title: string; initialIndex?: number }) {
  const [index, setIndex] = useState(() => Math.min(initialIndex, Math.max(0, photos.length - 1)));
  const touchX = useRef<number | null>(null);
  const count = photos.length;
  const current = Math.min(index, Math.max(0, count - 1));
  const go = (delta: number) => setIndex((i) => (count ? (Math.min(i, count - 1) + delta + count) % count : 0));

  useEffect(() => {
    if (count < 2) return;
    const onKey = (e: KeyboardEvent) => {
      if ((e.target as HTMLElement | null)?.closest('input, textarea')) return;
      if (e.key === 'ArrowRight') setIndex((i) => (Math.min(i, count - 1) + 1) % count);
      if (e.key === 'ArrowLeft') setIndex((i) => (Math.min(i, count - 1) - 1 + count) % count);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [count]);

  if (count === 0) return null;
  const photo = photos[current];
  const arrow = 'absolute top-1/2 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/80 text-stone-800 shadow backdrop-blur-sm hover:bg-white dark:bg-stone-900/80 dark:text-stone-100';
  return (
    <div className="space-y-2">
      <div
        data-testid="photo-viewer"
        className="relative flex aspect-[4/3] items-center justify-center overflow-hidden rounded-2xl bg-stone-950 select-none"
        onTouchStart={(e) => (touchX.current = e.touches[0]?.clientX ?? null)}
        onTouchEnd={(e) => {
          const start = touchX.current;
          touchX.current = null;
          const end = e.changedTouches[0]?.clientX;
          if (start == null || end == null || Math.abs(end - start) < SWIPE_PX) return;
          go(end < start ? 1 : -1);
        }}
      >
        <ImageWithFallback key={photo.id} src={photo.url} alt={`${title} — ${m.photoOf(current + 1, count)}`} className="h-full w-full object-contain" draggable={false} />
        {count > 1 && (
          <>
            <button type="button" aria-label={m.previousPhoto} onClick={() => go(-1)} className={cn(arrow, 'left-3')}>
              <ChevronLeft className="h-5 w-5" />
            </button>
            <button type="button" aria-label={m.nextPhoto} onClick={() => go(1)} className={cn(arrow, 'right-3')}>
              <ChevronRight className="h-5 w-5" />
            </button>
            <span data-testid="photo-counter" className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full bg-stone-900/60 px-2.5 py-0.5 text-xs font-medium text-white">
              {m.photoOf(current + 1, count)}
            </span>
          </>
        )}
      </div>
      {count > 1 && (
        <div className="flex gap-2 overflow-x-auto p-1">
          {photos.map((p, i) => (
            <button
              key={p.id}
              type="button"
              aria-label={m.photoOf(i + 1, count)}
              aria-current={i === current}
              onClick={() => setIndex(i)}
              className={cn('h-14 w-14 shrink-0 overflow-hidden rounded-lg ring-2 transition', i === current ? 'ring-rose-500' : 'opacity-70 ring-transparent hover:opacity-100')}
            >
              <img src={p.thumbUrl} alt="" className="h-full w-full object-cover" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
