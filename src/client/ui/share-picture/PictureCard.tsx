import { forwardRef, type ReactNode } from 'react';
import { PICTURE_SIZE, type PictureShape } from './download';

/** A size for each look of the picture: a story, a square with a photo (tight), a square without. */
export type PictureSizes = readonly [story: number, tight: number, square: number];

interface PictureCardProps {
  shape: PictureShape;
  photoId: string | null;
  masthead: string;
  title: string;
  titleSizes: PictureSizes;
  /** A long name (a trip's) may break anywhere rather than run off the picture. */
  titleWraps?: boolean;
  /** The line under the title (a trip's dates). */
  subtitle?: string;
  /** The picked photo's height in a story (220 in a square). */
  storyPhotoHeight: number;
  /** Number and word, two to a row. */
  figures: readonly (readonly [string, string])[];
  figureSizes: PictureSizes;
  /** What the picture says under its figures, sized for its look. */
  footer: (size: (sizes: PictureSizes) => number) => ReactNode;
}

/**
 * The frame of every share picture (decision 017), drawn at its real pixel size: masthead and title,
 * a photo only when the member picked one, the figures, and the picture's own last lines. Colours
 * are fixed, not the page's theme, so both members' pictures look alike.
 */
export const PictureCard = forwardRef<HTMLDivElement, PictureCardProps>(function PictureCard(
  { shape, photoId, masthead, title, titleSizes, titleWraps, subtitle, storyPhotoHeight, figures, figureSizes, footer },
  ref,
) {
  const { width, height } = PICTURE_SIZE[shape];
  const story = shape === 'story';
  // A square with a photo is tight: smaller figures.
  const tight = !story && photoId !== null;
  const size = ([inStory, inTight, inSquare]: PictureSizes) => (story ? inStory : tight ? inTight : inSquare);
  return (
    <div
      ref={ref}
      style={{ width, height, background: 'linear-gradient(160deg, #fff1f2 0%, #fef3c7 100%)', color: '#1c1917', fontFamily: 'Georgia, "DejaVu Serif", serif' }}
      className={tight ? 'flex flex-col justify-between p-[64px]' : 'flex flex-col justify-between p-[90px]'}
    >
      <div>
        <p style={{ fontSize: tight ? 28 : 40, color: '#be123c', letterSpacing: 4 }}>{masthead}</p>
        <p
          style={{
            fontSize: size(titleSizes),
            fontWeight: 700,
            lineHeight: 1.05,
            marginTop: tight ? 8 : 24,
            ...(titleWraps ? { overflowWrap: 'anywhere' as const } : {}),
          }}
        >
          {title}
        </p>
        {subtitle && <p style={{ fontSize: size([44, 26, 36]), color: '#57534e', marginTop: 16 }}>{subtitle}</p>}
      </div>
      {photoId && (
        <img
          src={`/api/photos/${photoId}`}
          alt=""
          style={{ width: '100%', height: story ? storyPhotoHeight : 220, objectFit: 'cover', borderRadius: story ? 40 : 28 }}
        />
      )}
      <div className="grid grid-cols-2" style={{ rowGap: story ? 56 : tight ? 8 : 28, columnGap: 40 }}>
        {figures.map(([n, word]) => (
          <div key={word}>
            <p style={{ fontSize: size(figureSizes), fontWeight: 700, lineHeight: 1 }}>{n}</p>
            <p style={{ fontSize: size([44, 26, 36]), color: '#57534e' }}>{word}</p>
          </div>
        ))}
      </div>
      {footer(size)}
    </div>
  );
});
