/**
 * A game page's screenshots under its description: a row of thumbnails, each a button that opens
 * the lightbox on it. The images come through our own origin (`/screenshots/:id`), as thumbnails
 * do, so the service worker keeps the ones seen for offline use.
 */
import { useEffect, useRef, useState } from 'react';
import { screenshotUrl, type GameDetail } from '../../contract';
import { Picture } from '../PictureInTurn';
import { Lightbox } from './Lightbox';
import { screenshotAlt } from './screenshot-alt';
import './gallery.css';

type Screenshot = GameDetail['screenshots'][number];

export function ScreenshotGallery({ title, screenshots }: { title: string; screenshots: readonly Screenshot[] }) {
  const [open, setOpen] = useState<number | undefined>();
  const returnTo = useRef<number | undefined>(undefined);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  // Back to the thumbnail of the picture last shown, where the person left off: once the lightbox
  // is gone, as the page is inert (and cannot take the focus) while it is open.
  useEffect(() => {
    if (open !== undefined || returnTo.current === undefined) return;
    buttons.current[returnTo.current]?.focus();
    returnTo.current = undefined;
  }, [open]);

  if (screenshots.length === 0) return null;
  const close = (at: number) => {
    returnTo.current = at;
    setOpen(undefined);
  };

  return (
    <section className="screenshot-gallery" aria-labelledby="screenshots-heading">
      <h2 id="screenshots-heading">Screenshots</h2>
      <ul>
        {screenshots.map((shot, at) => (
          <li key={shot.id}>
            <button
              type="button"
              ref={(element) => {
                buttons.current[at] = element;
              }}
              aria-haspopup="dialog"
              onClick={() => setOpen(at)}
            >
              <ScreenshotThumb src={screenshotUrl(shot.id)} alt={screenshotAlt(title, at, screenshots.length)} />
            </button>
          </li>
        ))}
      </ul>
      {open !== undefined && <Lightbox title={title} screenshots={screenshots} start={open} onClose={close} />}
    </section>
  );
}

/** A screenshot's thumbnail; on a first visit it takes its turn (picture-turns.ts). */
function ScreenshotThumb({ src, alt }: { src: string; alt: string }) {
  return <Picture eager={false} className="screenshot-thumb" src={src} alt={alt} loading="lazy" decoding="async" width={320} height={180} />;
}
