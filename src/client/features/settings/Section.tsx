import type { ReactNode } from 'react';
import { Card } from '../../ui/Card';

/**
 * One card of /settings. A card off the screen is not styled, laid out or painted until it comes
 * near (`content-visibility: auto`; its last drawn height is kept, 320 px before the first draw):
 * the page's first screen is its header, 'Profil' and the members, and the trace showed a 44 ms
 * style pass over all twelve cards right after it.
 */
export function Section({ title, description, children, testId }: { title: string; description?: string; children: ReactNode; testId?: string }) {
  return (
    <Card className="space-y-4 p-6 [contain-intrinsic-size:auto_320px] [content-visibility:auto]" data-testid={testId}>
      <div>
        <h2 className="text-lg font-semibold text-stone-900 dark:text-stone-50">{title}</h2>
        {description && <p className="mt-1 text-sm text-stone-500 dark:text-stone-400">{description}</p>}
      </div>
      {children}
    </Card>
  );
}
