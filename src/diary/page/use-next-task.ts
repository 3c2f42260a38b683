/** False on the first render and true from the next task on: what can wait a task (a year's calendar) renders then, so opening a page stays one short task. */
import { useEffect, useState } from 'react';
import { yieldToMain } from '../../lib/yield-to-main';

export function useNextTask(): boolean {
  const [reached, setReached] = useState(false);
  useEffect(() => {
    let current = true;
    void yieldToMain().then(() => {
      if (current) setReached(true);
    });
    return () => {
      current = false;
    };
  }, []);
  return reached;
}
