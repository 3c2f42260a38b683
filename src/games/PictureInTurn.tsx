/**
 * An <img> that waits for its turn (picture-turns.ts) before it is asked for: until then, an empty
 * box of its class's size, as a picture still loading shows. A lazy picture asks for its turn only
 * once it comes near the view, as the browser's own lazy loading would ask for it; an eager one
 * asks at once, before the first paint.
 */
import { useLayoutEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { PENDING_PRIORITY_PICTURE } from '../lib/priority-pictures';
import { whenNear } from '../lib/when-near';
import { pageTurns, picturesTakeTurns, type PictureTurns } from './picture-turns';

export interface PictureInTurnProps extends ImgHTMLAttributes<HTMLImageElement> {
  /** Asks for its turn at once rather than when near the view. */
  eager: boolean;
  turns?: PictureTurns;
}

export function PictureInTurn({ eager, turns = pageTurns, onLoad, onError, ...image }: PictureInTurnProps) {
  const [granted, setGranted] = useState(false);
  const box = useRef<HTMLSpanElement>(null);
  const endTurn = useRef<() => void>(() => undefined);

  useLayoutEffect(() => {
    let end = () => undefined as void;
    const take = () => (end = turns.take(() => setGranted(true)));
    const element = box.current;
    const stop = eager || !element ? (take(), () => undefined) : whenNear(element, take);
    endTurn.current = () => end();
    return () => {
      stop();
      end();
    };
  }, [eager, turns]);

  if (!granted) {
    const pending = { [PENDING_PRIORITY_PICTURE]: (image as Record<string, unknown>).fetchpriority === 'high' ? '' : undefined };
    return <span ref={box} className={image.className} role="img" aria-label={image.alt} {...pending} />;
  }
  return (
    <img
      {...image}
      onLoad={(event) => {
        endTurn.current();
        onLoad?.(event);
      }}
      onError={(event) => {
        endTurn.current();
        onError?.(event);
      }}
    />
  );
}

/** A picture as the page asks for it: in turn on a page that started with no worker in control, at once otherwise. */
export function Picture({ eager, ...image }: ImgHTMLAttributes<HTMLImageElement> & { eager: boolean }) {
  return picturesTakeTurns ? <PictureInTurn key={image.src} eager={eager} {...image} /> : <img {...image} />;
}
