/** The side of the square a profile image is resized to before upload, in pixels. */
const PROFILE_IMAGE_SIDE = 512;

/**
 * Cuts the middle square out of an image and scales it to PROFILE_IMAGE_SIDE, as a PNG: the
 * server gets one small, square file whatever the camera made.
 */
export async function squareImage(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const side = Math.min(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = PROFILE_IMAGE_SIDE;
  canvas.height = PROFILE_IMAGE_SIDE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.drawImage(bitmap, (bitmap.width - side) / 2, (bitmap.height - side) / 2, side, side, 0, 0, PROFILE_IMAGE_SIDE, PROFILE_IMAGE_SIDE);
  bitmap.close();
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no image'))), 'image/png'));
}
