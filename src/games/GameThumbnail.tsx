/**
 * One thumbnail that tracks its own failure (the detail pages); an image that fails to load becomes
 * the placeholder. Grids track failures for all their cards at once instead (GameGrid).
 */
import { useState } from 'react';
import { ThumbnailBox } from './ThumbnailBox';

export function GameThumbnail({ src, alt, eager = false, priority = false }: { src: string | undefined; alt: string; eager?: boolean; priority?: boolean }) {
  // Remembering which URL failed lets a new URL (a quiet refresh) try again without a reset effect.
  const [failed, setFailed] = useState<string | null>(null);
  return <ThumbnailBox src={src} alt={alt} eager={eager} priority={priority} failed={failed === src} onError={() => setFailed(src ?? null)} />;
}
