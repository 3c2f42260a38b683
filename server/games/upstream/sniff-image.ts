/** The image types the thumbnail proxy passes on; SVG from upstream never (it can carry script). */
export type ImageType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_END = Buffer.from([0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

/** Drops trailing zero bytes and line ends some encoders leave after the end marker. */
function trimEnd(bytes: Buffer): Buffer {
  let end = bytes.length;
  while (end > 0 && [0x00, 0x0a, 0x0d, 0x20].includes(bytes[end - 1] ?? -1)) end -= 1;
  return bytes.subarray(0, end);
}

/**
 * The type of a complete image, read from its bytes (never from the upstream's header), or
 * undefined for anything else, a cut-off image included.
 */
export function sniffImage(bytes: Buffer): ImageType | undefined {
  const body = trimEnd(bytes);
  if (body.length < 12) return undefined;
  if (body.subarray(0, 8).equals(PNG_SIGNATURE)) return body.subarray(-8).equals(PNG_END) ? 'image/png' : undefined;
  if (body[0] === 0xff && body[1] === 0xd8 && body[2] === 0xff) {
    return body[body.length - 2] === 0xff && body[body.length - 1] === 0xd9 ? 'image/jpeg' : undefined;
  }
  if (body.subarray(0, 4).toString('latin1') === 'GIF8') return body[body.length - 1] === 0x3b ? 'image/gif' : undefined;
  if (body.subarray(0, 4).toString('latin1') === 'RIFF' && body.subarray(8, 12).toString('latin1') === 'WEBP') {
    return bytes.readUInt32LE(4) + 8 <= bytes.length ? 'image/webp' : undefined;
  }
  return undefined;
}
