import { Download } from 'lucide-react';
import { transferMessages as tm } from '../../../shared/transfer-words';
import { buttonClass } from '../../ui/Button';
import { Section } from './Section';
import { LastBackupLine } from './LastBackupLine';

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
        className={buttonClass('secondary')}
      >
        <Download className="h-4 w-4" aria-hidden />
        {tm.exportButton}
      </a>
      <p className="text-sm text-stone-500 dark:text-stone-400">{tm.exportSealed}</p>
      <LastBackupLine />
    </Section>
  );
}
