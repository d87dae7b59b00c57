import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ikimizMessages as im, memberRatingInput, MEMBER_NOTE_MAX, type RatedKind } from '../../../shared/ikimiz';
import { listMessages as l } from '../../../shared/list-words';
import { parsedOrToast } from '../../lib/validate';
import { toast } from '../../lib/toast';
import { Modal } from '../Modal';
import { TextInput } from '../Field';
import { RatingInput } from '../RatingInput';
import { FormFooter } from '../FormFooter';
import { numberOrNull, numberText } from '../StatusAndRating';
import { errorText } from '../error-text';
import { putItem, rateItem } from './api';

/**
 * 'Puan ver' / 'Puanınızı değiştirin': the member's own rating and note of one item, whoever added
 * it, and 'Kaydet'. Loaded when first opened (it checks with the shared schema, which brings zod).
 */
export function RateDialog({
  kind,
  id,
  title,
  own,
  onClose,
}: {
  kind: RatedKind;
  id: string;
  title: string;
  own: { rating: number | null; note: string } | null;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const [rating, setRating] = useState(numberText(own?.rating));
  const [note, setNote] = useState(own?.note ?? '');
  const save = useMutation({
    mutationFn: (input: { rating: number | null; note: string }) => rateItem(kind, id, input),
    onSuccess: ({ item }) => {
      putItem(client, kind, item);
      toast.success(im.saved);
      onClose();
    },
    onError: (error) => toast.error(errorText(error, im.saveFailed)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = parsedOrToast(memberRatingInput, { rating: numberOrNull(rating), note });
    if (input) save.mutate(input);
  };
  return (
    <Modal open title={own?.rating != null || own?.note ? im.changeRating : im.rate} onClose={onClose} size="sm">
      <form onSubmit={submit} className="space-y-4" noValidate>
        <p className="font-serif text-lg leading-snug text-stone-800 [overflow-wrap:anywhere] dark:text-stone-100">{title}</p>
        <RatingInput label={im.yourRating} placeholder={l.ratingPlaceholder} value={rating} onChange={setRating} />
        <TextInput label={im.yourNote} placeholder={im.notePlaceholder} maxLength={MEMBER_NOTE_MAX} value={note} onChange={(e) => setNote(e.target.value)} />
        <FormFooter cancelLabel={im.cancel} submitLabel={im.save} onCancel={onClose} busy={save.isPending} />
      </form>
    </Modal>
  );
}
