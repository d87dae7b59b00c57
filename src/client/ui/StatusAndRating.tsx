import { statusLabel } from '../../shared/list-words';
import { Select } from './Field';
import { RatingInput } from './RatingInput';

/**
 * The status select of a list item, and beside it the 1–10 rating, shown only while the status
 * is the completed one (İzlendi / Tamamlandı / Okundu).
 */
export function StatusAndRating<S extends string>({
  statuses,
  completed,
  status,
  rating,
  onStatus,
  onRating,
  labels,
}: {
  statuses: readonly S[];
  completed: S;
  status: S;
  rating: string;
  onStatus: (status: S) => void;
  onRating: (rating: string) => void;
  labels: { status: string; rating: string; ratingPlaceholder: string };
}) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.25fr)]">
      <Select label={labels.status} value={status} onChange={(e) => onStatus(e.target.value as S)}>
        {statuses.map((s) => (
          <option key={s} value={s}>
            {statusLabel(s)}
          </option>
        ))}
      </Select>
      {status === completed && (
        <RatingInput label={labels.rating} placeholder={labels.ratingPlaceholder} value={rating} onChange={onRating} />
      )}
    </div>
  );
}

/** '' → null, '12' → 12, anything else NaN (which the shared schema refuses with its message). */
export function numberOrNull(value: string): number | null {
  const v = value.trim();
  return v ? Number(v) : null;
}

export const numberText = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
