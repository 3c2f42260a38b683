/**
 * A game's thumbnail at a fixed 365×206 aspect, or, for an absent or failed image, a placeholder box
 * of the same size, never a broken-image icon. No hooks: who tracks failures decides `failed`.
 */
import './games.css';

const THUMBNAIL_WIDTH = 365;
const THUMBNAIL_HEIGHT = 206;

export interface ThumbnailBoxProps {
  src: string | undefined;
  alt: string;
  /** True once this `src` failed to load. */
  failed?: boolean;
  /** Load at once (a detail page's one picture) instead of lazily (400 cards stay cheap). */
  eager?: boolean;
  onError?: () => void;
}

export function ThumbnailBox({ src, alt, failed = false, eager = false, onError }: ThumbnailBoxProps) {
  if (!src || failed) {
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
      onError={onError}
    />
  );
}
