import { Suspense, useState, type ComponentProps } from 'react';
import { lazyPart } from '../lib/lazy-page';

const ConfirmDialog = lazyPart(() => import('./ConfirmDialog').then((m) => m.ConfirmDialog));

/**
 * ConfirmDialog, loaded the first time it opens (with Modal, ~1 KB compressed): a page that lists
 * things to delete draws without it (decision 020). Once loaded it stays mounted like the eager one.
 */
export function LazyConfirmDialog(props: ComponentProps<typeof import('./ConfirmDialog').ConfirmDialog>) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}
