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
  /** Ask for it ahead of other pictures and scripts: the page's largest paint may be this one. */
  priority?: boolean;
  onError?: () => void;
}

// React 18.3 does not know fetchPriority (19 does) and passes an unknown attribute through only in lowercase.
const HIGH_PRIORITY = { fetchpriority: 'high' } as const;

export function ThumbnailBox({ src, alt, failed = false, eager = false, priority = false, onError }: ThumbnailBoxProps) {
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
      {...(priority ? HIGH_PRIORITY : undefined)}
      onError={onError}
    />
  );
}
