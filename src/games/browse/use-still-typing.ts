/**
 * True from a change of `value` until it has stayed the same for `ms`: the person is still typing.
 * Browse then shows only the first screenful of each search's results, so a key press does not
 * leave hundreds of cards to build (and the next key hundreds to remove); the rest follows the pause.
 */
import { useEffect, useState } from 'react';

export function useStillTyping(value: string, ms: number): boolean {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (settled === value) return;
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, settled, ms]);
  return settled !== value;
}
