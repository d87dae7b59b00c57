import { Suspense, useRef, useState, type ChangeEvent } from 'react';
import { lazyPart } from '../../lib/lazy-page';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { FileUp } from 'lucide-react';
import { LIST_IMPORT_MAX_BYTES, listImportMessages as lm, type ListImportPreview } from '../../../shared/list-import';
import { invalidateTopic } from '../../lib/query-client';
import { Button } from '../../ui/Button';
import { applyListImport, previewListImport } from './api';
import { Section } from './Section';

// The preview of a chosen file loads with it (decision 020).
const ImportPreviewPanel = lazyPart(() => import('./components/ImportPreviewPanel').then((m) => m.ImportPreviewPanel));

const ACCEPT = '.csv,.zip,text/csv,application/zip';

/**
 * 'İçe aktar': Letterboxd into movies, Goodreads into books. Choosing a file asks the server
 * for a preview (nothing written); 'İçe aktar' sends the same file again to add it.
 */
export function ImportSection() {
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<{ file: File; preview: ListImportPreview } | null>(null);

  const preview = useMutation({
    mutationFn: async (file: File) => ({ file, preview: (await previewListImport(file)).preview }),
    onSuccess: setChosen,
    onError: (error) => toast.error(error.message),
  });
  const apply = useMutation({
    mutationFn: (file: File) => applyListImport(file),
    onSuccess: ({ result }) => {
      toast.success(lm.added(result.added, result.kind));
      void invalidateTopic(client, result.kind);
      setChosen(null);
    },
    onError: (error) => toast.error(error.message),
  });

  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (file.size > LIST_IMPORT_MAX_BYTES) return void toast.error(lm.tooLarge);
    preview.mutate(file);
  };

  return (
    <Section title={lm.title} description={lm.hint} testId="import-section">
      {chosen ? (
        <Suspense fallback={null}>
          <ImportPreviewPanel
            fileName={chosen.file.name}
            preview={chosen.preview}
            pending={apply.isPending}
            onConfirm={() => apply.mutate(chosen.file)}
            onCancel={() => setChosen(null)}
          />
        </Suspense>
      ) : (
        <Button variant="secondary" icon={<FileUp className="h-4 w-4" />} onClick={() => input.current?.click()} disabled={preview.isPending}>
          {preview.isPending ? lm.reading : lm.choose}
        </Button>
      )}
      <input ref={input} type="file" accept={ACCEPT} onChange={onFile} className="sr-only" aria-label={lm.fileLabel} tabIndex={-1} />
    </Section>
  );
}
