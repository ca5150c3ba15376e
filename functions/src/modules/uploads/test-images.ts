import sharp from 'sharp';

/** Small real images for the upload tests, made with sharp. */
const canvas = (background = '#3a7') => sharp({ create: { width: 16, height: 12, channels: 3, background } });

export const pngImage = (background?: string) => canvas(background).png().toBuffer();
export const webpImage = () => canvas().webp().toBuffer();
export const gifImage = () => canvas().gif().toBuffer();
/** A JPEG carrying EXIF (author, copyright), which uploads must not keep. */
export const jpegWithExif = () =>
  canvas().jpeg().withExif({ IFD0: { Copyright: 'Fulano de Tal', Artist: 'Fulano de Tal' } }).toBuffer();
export const svgImage = () =>
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="16" height="12"><script>alert(1)</script><rect width="16" height="12"/></svg>');
/** The first half of a noisy JPEG: a valid header over a body that ends too soon. */
export const truncatedJpeg = async () => {
  const whole = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 30 } } }).jpeg().toBuffer();
  return whole.subarray(0, Math.floor(whole.length / 2));
};
export const textFile = () => Buffer.from('isto não é uma imagem\n');
