import { wishMessages as wm } from '../../../../shared/wishes-words';
import { HeartHandshake } from 'lucide-react';
import { yilimizMessages as m, type AgreementItem, type YearAgreement } from '../../../../shared/yilimiz';
import { ImageWithFallback } from '../../../ui/ImageWithFallback';
import { Muted, Section } from './Section';

/** 'En çok anlaştığımız' and 'En az anlaştığımız': the year's titles both rated, by how far apart (İkimiz). */
export function AgreementSection({ agreement }: { agreement: YearAgreement }) {
  if (agreement.most.length === 0) return null;
  return (
    <Section id="agreement" title={m.agreement} icon={<HeartHandshake className="h-4 w-4" />}>
      <Muted>{m.agreementHint}</Muted>
      <div className="grid gap-8 sm:grid-cols-2">
        <Side testId="yil-agree-most" title={wm.agreeMost} items={agreement.most} />
        {agreement.least.length > 0 && <Side testId="yil-agree-least" title={wm.agreeLeast} items={agreement.least} />}
      </div>
    </Section>
  );
}

function Side({ title, items, testId }: { title: string; items: AgreementItem[]; testId: string }) {
  return (
    <div data-testid={testId}>
      <h3 className="font-serif text-2xl font-semibold text-stone-900 dark:text-stone-50">{title}</h3>
      <ol className="mt-3 space-y-3">
        {items.map((item) => (
          <li key={item.id} className="flex items-center gap-3">
            <ImageWithFallback src={item.cover ?? undefined} alt={item.title} className="aspect-[2/3] w-12 shrink-0 rounded-md object-cover shadow-sm" />
            <div className="min-w-0">
              <p className="truncate font-medium text-stone-800 dark:text-stone-100">{item.title}</p>
              <p className="text-sm text-stone-500 dark:text-stone-400">{item.ratings.map((r) => `${r.displayName} ${r.rating}`).join(' · ')}</p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
