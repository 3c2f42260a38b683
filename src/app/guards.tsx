/** The access rule: every route but login and register needs a session; those two need none. */
import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { PATHS } from '../contract';
import { useSession } from '../auth/auth-store';
import { handOffToLogin, returnablePath } from '../auth/login-handoff';

/** Shows its page to a signed-in visitor; anyone else goes to /login. */
export function RequireSession({ children }: { children: ReactNode }) {
  return useSession() ? children : <Redirect to={PATHS.login} replace />;
}

/**
 * As RequireSession, for a page people reach by a link from someone else (a shared list): a
 * signed-out visitor signs in first and then lands on it.
 */
export function RequireSessionThenReturn({ path, children }: { path: string; children: ReactNode }) {
  const session = useSession();
  if (session) return children;
  handOffToLogin({ kind: 'sign-in-first', returnTo: returnablePath(path) });
  return <Redirect to={PATHS.login} replace />;
}

/** Shows its page to a signed-out visitor; a signed-in one goes to /home. */
export function RequireGuest({ children }: { children: ReactNode }) {
  return useSession() ? <Redirect to={PATHS.home} replace /> : children;
}
