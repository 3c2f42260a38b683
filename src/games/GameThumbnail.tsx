/**
 * A game's thumbnail at a fixed 365×206 aspect, loaded lazily so 400 cards stay cheap; an absent
 * or broken image becomes a placeholder box of the same size, never a broken-image icon.
 */
import { useState } from 'react';
import './games.css';

export const THUMBNAIL_WIDTH = 365;
export const THUMBNAIL_HEIGHT = 206;

export function GameThumbnail({ src, alt, eager = false }: { src: string | undefined; alt: string; eager?: boolean }) {
  // Remembering which URL failed lets a new URL (a quiet refresh) try again without a reset effect.
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <div className="game-thumb game-thumb-placeholder" role="img" aria-label={alt}>
        <span aria-hidden="true">No image</span>
      </div>
    );
  }
  return (
    <img
      className="game-thumb"
      src={src}
      alt={alt}
      width={THUMBNAIL_WIDTH}
      height={THUMBNAIL_HEIGHT}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(src)}
    />
  );
}
