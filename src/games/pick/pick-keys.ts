/** Pick for me's keyboard shortcuts: what each button shows and announces, and which key does what. */
export type PickAction = 'want' | 'ignored' | 'next';

export const PICK_KEYS: Readonly<Record<PickAction, { shown: string; aria: string }>> = {
  want: { shown: 'W', aria: 'W' },
  ignored: { shown: 'N', aria: 'N' },
  next: { shown: 'Space / →', aria: 'Space ArrowRight' },
};

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}

// Space on a button or link presses it: the shortcut must not press Next as well.
function pressesItself(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.closest('button, a[href], summary, [role="button"], [role="menuitem"]') !== null;
}

/** The action a key press asks for, or undefined (a modifier held, typing in a field, another key). */
export function pickKeyAction(event: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'target' | 'defaultPrevented' | 'repeat'>): PickAction | undefined {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return undefined;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  // Holding W or N down must not mark a row of games.
  if (key === 'w') return event.repeat ? undefined : 'want';
  if (key === 'n') return event.repeat ? undefined : 'ignored';
  if (key === 'ArrowRight') return 'next';
  if (key === ' ' && !pressesItself(event.target)) return 'next';
  return undefined;
}
