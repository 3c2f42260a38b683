/** An offer that stands for a while (an Undo, a status to take), then goes by itself. */
import { useEffect, useState } from 'react';

const OFFER_MS = 10_000;

export function useTimedOffer<T>(): [T | undefined, (offer: T | undefined) => void] {
  const [offer, setOffer] = useState<T>();
  useEffect(() => {
    if (offer === undefined) return;
    const timer = setTimeout(() => setOffer(undefined), OFFER_MS);
    return () => clearTimeout(timer);
  }, [offer]);
  return [offer, setOffer];
}
