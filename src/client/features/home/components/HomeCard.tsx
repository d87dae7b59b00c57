import type { ReactNode } from 'react';
import { ChevronRight, type LucideIcon } from 'lucide-react';
import { Link } from '../../../lib/router';

/** The colours of a home card that leads to a page: its background and ring, and its heading's and arrow's ink. */
export interface HomeCardTone {
  frame: string;
  heading: string;
  arrow: string;
}

/**
 * The frame of a home card that opens a page ('Günün Sorusu', 'Zaman Kapsülü', a trip's
 * countdown): a link with the card's heading (icon and title) and an arrow, then what it says.
 */
export function HomeCard({
  to,
  testId,
  icon: Icon,
  title,
  tone,
  className = '',
  children,
}: {
  to: string;
  testId: string;
  icon: LucideIcon;
  title: string;
  tone: HomeCardTone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      data-testid={testId}
      className={`group flex flex-col gap-3 rounded-2xl bg-gradient-to-br p-5 shadow-sm ring-1 transition hover:-translate-y-0.5 hover:shadow-md ${tone.frame} ${className}`}
    >
      <span className="flex items-center justify-between gap-2">
        <span className={`flex items-center gap-2 text-sm font-semibold tracking-wide uppercase ${tone.heading}`}>
          <Icon className="h-4 w-4" aria-hidden="true" />
          {title}
        </span>
        <ChevronRight className={`h-5 w-5 transition-transform group-hover:translate-x-0.5 ${tone.arrow}`} aria-hidden="true" />
      </span>
      {children}
    </Link>
  );
}

/** What a card shows while its read is on its way. */
export const cardPlaceholder = (
  <span data-testid="card-loading" className="h-14 rounded-xl motion-safe:animate-pulse bg-white/60 dark:bg-stone-800/60" aria-hidden="true" />
);
