/** Asks the server whether the stored session still stands, and ends it only when the server says no. */
import { API_PATHS, MeResponse } from '../contract';
import { HttpError, requestJson } from '../lib/http-client';
import { getSession, logout } from './auth-store';

/**
 * Calls GET /user/me with the stored token. A 401 logs out, saying the session ended; network failures and other responses
 * keep the session, so an offline or flaky start never signs anyone out.
 */
export async function verifySession(signal?: AbortSignal): Promise<void> {
  const session = getSession();
  if (!session) return;
  try {
    await requestJson(API_PATHS.me, { token: session.token, parse: MeResponse, signal });
  } catch (error) {
    // Only the token we asked about: a sign-in that happened meanwhile stands.
    if (error instanceof HttpError && error.status === 401 && getSession()?.token === session.token) {
      logout({ ended: true });
    }
  }
}
