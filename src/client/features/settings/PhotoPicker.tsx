import { useRef, type ChangeEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { Camera, Trash2 } from 'lucide-react';
import { PHOTO_MAX_BYTES, settingsExtraMessages as x } from '../../../shared/settings-words';
import { useMe } from '../../lib/session';
import { invalidateTopic } from '../../lib/query-client';
import { Button } from '../../ui/Button';
import { removeProfilePhoto, uploadProfilePhoto } from './api';
import { Avatar } from '../../ui/Avatar';

const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

/** 'Profil fotoğrafı': shrunk in the browser, checked against 1 MB, then checked again on the server. */
export function PhotoPicker() {
  const me = useMe();
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const refresh = () => {
    void invalidateTopic(client, 'profile');
  };
  const upload = useMutation({
    mutationFn: async (file: File) => {
      // The shrinking code loads with the first photo chosen, not with the page (decision 020).
      const { shrinkPhoto } = await import('../../lib/shrink-photo');
      const shrunk = await shrinkPhoto(file);
      if (shrunk.size > PHOTO_MAX_BYTES) throw new Error(x.photoTooLarge);
      return uploadProfilePhoto(shrunk);
    },
    onSuccess: () => {
      toast.success(x.photoSaved);
      refresh();
    },
    onError: (error) => toast.error(error.message),
  });
  const remove = useMutation({
    mutationFn: removeProfilePhoto,
    onSuccess: () => {
      toast.success(x.photoRemoved);
      refresh();
    },
    onError: (error) => toast.error(error.message),
  });

  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) return void toast.error(x.photoWrongType);
    upload.mutate(file);
  };

  return (
    <div className="flex flex-wrap items-center gap-4">
      <Avatar
        name={me.displayName}
        photoUrl={me.photoUrl}
        alt={x.photo}
        data-testid="settings-photo"
        className="h-20 w-20"
        photoClassName="ring-4 ring-rose-50 dark:ring-stone-800"
        initialsClassName="bg-gradient-to-br from-rose-200 to-amber-100 font-serif text-2xl text-rose-700 dark:from-rose-900 dark:to-stone-800 dark:text-rose-200"
      />
      <div className="space-y-2">
        <p className="text-sm font-medium text-stone-700 dark:text-stone-300">{x.photo}</p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" icon={<Camera className="h-4 w-4" />} onClick={() => input.current?.click()} disabled={upload.isPending}>
            {me.photoUrl ? x.photoChange : x.photoUpload}
          </Button>
          {me.photoUrl && (
            <Button variant="ghost" icon={<Trash2 className="h-4 w-4" />} onClick={() => remove.mutate()} disabled={remove.isPending}>
              {x.photoRemove}
            </Button>
          )}
        </div>
        <p className="text-xs text-stone-500 dark:text-stone-400">{x.photoHint}</p>
        <input ref={input} type="file" accept={ACCEPT} onChange={onFile} className="sr-only" aria-label={x.photo} tabIndex={-1} />
      </div>
    </div>
  );
}
