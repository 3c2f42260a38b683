import type { ReactNode } from 'react';

export type AlertTone = 'error' | 'info';

/**
 * A message box. Errors are red and announced at once (role="alert"); info is polite (role="status").
 * Errors take focus programmatically (tabIndex -1) so a form can move the focus to the first one.
 */
export function Alert({ children, tone = 'error' }: { children: ReactNode; tone?: AlertTone }) {
  if (tone === 'error') {
    return (
      <div role="alert" className="alert alert-error" tabIndex={-1}>
        {children}
      </div>
    );
  }
  return (
    <div role="status" className="alert alert-info">
      {children}
    </div>
  );
}
