/**
 * A game's thumbnail at a fixed 365×206 aspect, or, for an absent or failed image, a placeholder box
 * of the same size, never a broken-image icon. No hooks: who tracks failures decides `failed`.
 * A picture can also be held back (`hold`, while a search is being typed): an empty box of the same
 * size until then, as a picture still loading shows, unless this page has shown it already.
 * On a first visit pictures take turns (picture-turns.ts).
 */
import { PRIORITY_PICTURE_TIMING } from '../lib/priority-pictures';
import { Picture } from './PictureInTurn';
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
  /** Not asked for yet, unless this page has shown it (the browser then has it at hand, with no request). */
  hold?: boolean;
}

const shownPictures = new Set<string>();

/** Notes a picture this page has shown: held pictures that are already at hand show at once. */
export function notePictureShown(src: string): void {
  shownPictures.add(src);
}

// React 18.3 does not know fetchPriority (19 does) and passes an unknown attribute through only in lowercase.
// The Element Timing name lets the deferred start-up wait for this picture's paint (src/lib/priority-pictures.ts).
const HIGH_PRIORITY = { fetchpriority: 'high', elementtiming: PRIORITY_PICTURE_TIMING } as const;

export function ThumbnailBox({ src, alt, failed = false, eager = false, priority = false, onError, hold = false }: ThumbnailBoxProps) {
  if (!src || failed) {
    return (
      <div className="game-thumb game-thumb-placeholder" role="img" aria-label={alt}>
        <span aria-hidden="true">No image</span>
      </div>
    );
  }
  if (hold && !shownPictures.has(src)) return <div className="game-thumb" role="img" aria-label={alt} />;
  const image = {
    className: 'game-thumb',
    src,
    alt,
    width: THUMBNAIL_WIDTH,
    height: THUMBNAIL_HEIGHT,
    loading: eager ? 'eager' : 'lazy',
    decoding: 'async',
    ...(priority ? HIGH_PRIORITY : undefined),
    onError,
  } as const;
  return <Picture eager={eager || priority} {...image} />;
}
