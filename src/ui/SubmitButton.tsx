import type { ReactNode } from 'react';

/**
 * A submit button that turns into a spinner while busy (Pico draws it for aria-busy). It stays
 * focusable while busy; the form ignores repeated submits instead of disabling it.
 */
export function SubmitButton({ busy, busyLabel, children }: { busy: boolean; busyLabel: string; children: ReactNode }) {
  return (
    <button type="submit" aria-busy={busy} aria-disabled={busy} aria-label={busy ? busyLabel : undefined}>
      {busy ? null : children}
    </button>
  );
}
