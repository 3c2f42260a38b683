/**
 * The one surface the cross-engine journeys drive a browser through: Firefox over WebDriver BiDi
 * (firefox-driver.ts) and WebKit over classic WebDriver (webkit-driver.ts) both implement it, so
 * each journey is written once (journeys.ts).
 */

type EngineName = 'firefox' | 'webkit';

export interface EngineDriver {
  readonly engine: EngineName;
  /** Loads `url` and resolves once the document has loaded (the engine's own page-load wait). */
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /**
   * Runs `body` as an async function in the page with `args` as its arguments (`arguments[0]`…)
   * and resolves with its JSON-serialisable result.
   */
  run<T>(body: string, ...args: unknown[]): Promise<T>;
  /**
   * Presses the first element matching `selector` with the engine's own input events: a mouse click
   * in its middle (Firefox), or Enter or Space on it from the keyboard (WebKit: webkit-driver.ts says why).
   */
  click(selector: string): Promise<void>;
  /** Focuses the element and types `text` key by key. */
  type(selector: string, text: string): Promise<void>;
  /** Puts a file from disk into a file input. */
  upload(selector: string, path: string): Promise<void>;
  /** Ends the browser session (its profile, storage and service workers go with it). */
  close(): Promise<void>;
}

/** Opens a fresh browser session (empty profile) of one engine. */
export interface EngineLauncher {
  readonly engine: EngineName;
  open(): Promise<EngineDriver>;
  /** Stops what the launcher started (browser, WebDriver server, X server). */
  shutdown(): Promise<void>;
}
