/** A share picture's sizes: a phone story (1080×1920) and a square (1080×1080). */
export type PictureShape = 'story' | 'square';
export const PICTURE_SIZE: Record<PictureShape, { width: number; height: number }> = {
  story: { width: 1080, height: 1920 },
  square: { width: 1080, height: 1080 },
};

/**
 * Takes a card drawn off screen in the page's own markup and fonts as a PNG at its real size and
 * downloads it (decision 017: html-to-image, loaded only now, so no page carries it). The card,
 * mounted by the same click, is given two frames to be drawn in the shape asked for first.
 */
export async function downloadPicture(card: () => HTMLElement | null, shape: PictureShape, filename: string): Promise<void> {
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const node = card();
  if (!node) throw new Error('the share card was not drawn');
  const { toPng } = await import('html-to-image');
  const { width, height } = PICTURE_SIZE[shape];
  const url = await toPng(node, { width, height, canvasWidth: width, canvasHeight: height, pixelRatio: 1, skipFonts: true, cacheBust: false });
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
}
