import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card } from '../../../ui/Card';

/** A card of the game page under its icon and title: the partner's day, the statistics, the past days. */
export function GameSection({
  icon: Icon,
  title,
  testId,
  className,
  children,
}: {
  icon: LucideIcon;
  title: string;
  testId?: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <Card data-testid={testId} className={className}>
      <h2 className="flex items-center gap-2 font-serif text-lg font-semibold text-stone-900 dark:text-stone-50">
        <Icon className="h-4 w-4 text-rose-600" aria-hidden="true" />
        {title}
      </h2>
      {children}
    </Card>
  );
}
