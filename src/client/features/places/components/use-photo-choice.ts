import { useEffect, useState } from 'react';
import { toast } from '../../../lib/toast';
import { PHOTO_MAX_BYTES, photoMessages as x } from '../../../../shared/photo-words';
import { shrinkPhoto } from '../../../lib/shrink-photo';
import type { Point } from '../map/LocationPickerMap';

export interface PhotoChoice {
  /** A new photo, shrunk and checked, to upload after the place is saved. */
  file: File | null;
  /** What the preview shows: the new photo, or the place's current one. */
  preview: string | null;
  /** The place's current photo was removed (sent as `photo: null`). */
  removed: boolean;
  /** Where the chosen photo was taken, when it says so (read before the server drops EXIF). */
  gps: Point | null;
  busy: boolean;
}

/** Reads GPS from the original file: shrinking redraws the photo and loses its EXIF. */
async function readGps(file: File): Promise<Point | null> {
  try {
    const exifr = (await import('exifr')).default;
    const gps = await exifr.gps(file);
    if (gps && Number.isFinite(gps.latitude) && Number.isFinite(gps.longitude)) return { lat: gps.latitude, lng: gps.longitude };
  } catch {
    // No EXIF, or a format exifr does not read: there is just no location to offer.
  }
  return null;
}

/** The modal's photo: the profile photo's pipeline (shrink, 1 MB check), plus its GPS position. */
export function usePhotoChoice(currentUrl: string | null) {
  const [choice, setChoice] = useState<PhotoChoice>({ file: null, preview: currentUrl, removed: false, gps: null, busy: false });

  useEffect(() => {
    const url = choice.file && choice.preview;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [choice.file, choice.preview]);

  const choose = async (file: File) => {
    if (!file.type.startsWith('image/')) return void toast.error(x.photoWrongType);
    setChoice((c) => ({ ...c, busy: true }));
    const [gps, shrunk] = await Promise.all([readGps(file), shrinkPhoto(file)]);
    if (shrunk.size > PHOTO_MAX_BYTES) {
      setChoice((c) => ({ ...c, busy: false }));
      return void toast.error(x.photoTooLarge);
    }
    setChoice({ file: shrunk, preview: URL.createObjectURL(shrunk), removed: false, gps, busy: false });
  };

  const remove = () => setChoice({ file: null, preview: null, removed: currentUrl !== null, gps: null, busy: false });

  return { choice, choose, remove };
}
