/**
 * What the global set-up hands to every test file through vitest's provide/inject: where the
 * server, the fake games service and the control endpoint listen, and one account made for the run.
 */

export interface E2eAccount {
  first_name: string;
  last_name: string;
  age: number;
  email: string;
  password: string;
  /** A token the server signed for this account at set-up. */
  token: string;
}

export interface E2eContext {
  /** The real server, e.g. http://127.0.0.1:41234 (the app lives at `${baseUrl}/#/...`). */
  baseUrl: string;
  /** The fake games service the server is pointed at (FREETOGAME_API_URL). */
  fakeUrl: string;
  /** The control endpoint of support/control-server.ts. */
  controlUrl: string;
  account: E2eAccount;
  /** The VITE_LIST_SPINNER_MS the suite's build was made with. */
  spinnerMs: number;
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: E2eContext;
  }
}
