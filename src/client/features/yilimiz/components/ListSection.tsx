import { Star } from 'lucide-react';
import { formatRating, yilimizMessages as m, type ListYear } from '../../../../shared/yilimiz';
import { ImageWithFallback } from '../../../ui/ImageWithFallback';
import { BigFigure, Muted, RankList, Section } from './Section';

/** Films, series or books of the year: how many, the covers, the average, the best, genres and people. */
export function ListSection(props: { id: string; title: string; icon: React.ReactNode; figure: string; peopleTitle: string; list: ListYear }) {
  const { list } = props;
  return (
    <Section id={props.id} title={props.title} icon={props.icon}>
      <BigFigure testId={`yil-${props.id}-count`}>{props.figure}</BigFigure>
      {list.covers.length > 0 && (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label={props.title}>
          {list.covers.slice(0, 12).map((item) => (
            <li key={item.id} className="w-20 shrink-0 sm:w-24">
              <ImageWithFallback src={item.cover ?? undefined} alt={item.title} className="aspect-[2/3] w-full rounded-lg object-cover shadow-sm" />
            </li>
          ))}
        </ul>
      )}
      {list.count > 0 && (
        <div className="grid gap-6 sm:grid-cols-3">
          <div>
            <h3 className="text-xs font-semibold tracking-wide text-stone-500 uppercase dark:text-stone-400">{m.averageRating}</h3>
            <p className="mt-1 flex items-center gap-1 text-2xl font-semibold text-stone-900 dark:text-stone-50">
              <Star className="h-5 w-5 fill-amber-400 text-amber-400" aria-hidden="true" />
              {list.averageRating === null ? '—' : formatRating(list.averageRating)}
            </p>
            {list.best && (
              <Muted>
                {m.best}: <span className="font-medium text-stone-700 dark:text-stone-200">{list.best.title}</span> ({list.best.rating === null ? '—' : formatRating(list.best.rating)}/10)
              </Muted>
            )}
          </div>
          <RankList title={m.topGenres} items={list.topGenres} />
          <RankList title={props.peopleTitle} items={list.topPeople} />
        </div>
      )}
    </Section>
  );
}
