import { Download } from 'lucide-react';
import { transferMessages as tm } from '../../../shared/transfer';
import { Section } from './Section';

/**
 * 'Dışa aktar': a plain download link, so the browser streams the ZIP straight to disk instead
 * of holding it in page memory.
 */
export function ExportSection() {
  return (
    <Section title={tm.exportTitle} description={tm.exportHint} testId="export-section">
      <a
        href="/api/transfer/export"
        download
        className="tap-target inline-flex items-center justify-center gap-2 rounded-xl bg-white px-4 py-2.5 text-sm font-semibold text-stone-700 ring-1 ring-stone-200 transition-colors hover:bg-stone-50 dark:bg-stone-800 dark:text-stone-100 dark:ring-stone-700 dark:hover:bg-stone-700"
      >
        <Download className="h-4 w-4" aria-hidden />
        {tm.exportButton}
      </a>
    </Section>
  );
}
