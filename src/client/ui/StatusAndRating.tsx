import { statusLabel } from '../../shared/list-status-words';
import { MEMBER_NOTE_MAX } from '../../shared/ikimiz-words';
import { Select, TextInput } from './Field';
import { RatingInput } from './RatingInput';

/**
 * The status select of a list item, and with it the signed-in member's own 1–10 rating and
 * one-line note ('Puanınız', 'Notunuz'), shown only while the status is the completed one
 * (İzlendi / Tamamlandı / Okundu).
 */
export function StatusAndRating<S extends string>({
  statuses,
  completed,
  status,
  rating,
  note,
  onStatus,
  onRating,
  onNote,
  labels,
}: {
  statuses: readonly S[];
  completed: S;
  status: S;
  rating: string;
  note: string;
  onStatus: (status: S) => void;
  onRating: (rating: string) => void;
  onNote: (note: string) => void;
  labels: { status: string; rating: string; ratingPlaceholder: string; note: string; notePlaceholder: string };
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
        <>
          <RatingInput label={labels.rating} placeholder={labels.ratingPlaceholder} value={rating} onChange={onRating} />
          <div className="sm:col-span-2">
            <TextInput label={labels.note} placeholder={labels.notePlaceholder} maxLength={MEMBER_NOTE_MAX} value={note} onChange={(e) => onNote(e.target.value)} />
          </div>
        </>
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

/** The signed-in member's own rating and note of an item, as the form starts with them. */
export function ownSide(item: { ratings: readonly { memberId: string; rating: number | null; note: string }[] } | null, meId: string) {
  const own = item?.ratings.find((r) => r.memberId === meId);
  return { rating: numberText(own?.rating), note: own?.note ?? '' };
}
