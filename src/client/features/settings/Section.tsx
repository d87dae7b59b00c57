import type { ReactNode } from 'react';
import { Card } from '../../ui/Card';

export function Section({ title, description, children, testId }: { title: string; description?: string; children: ReactNode; testId?: string }) {
  return (
    <Card className="space-y-4 p-6" data-testid={testId}>
      <div>
        <h2 className="text-lg font-semibold text-stone-900 dark:text-stone-50">{title}</h2>
        {description && <p className="mt-1 text-sm text-stone-500 dark:text-stone-400">{description}</p>}
      </div>
      {children}
    </Card>
  );
}
