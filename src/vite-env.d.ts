/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Minimum time list pages show their spinner, in ms (default 1000; 0 turns it off). */
  readonly VITE_LIST_SPINNER_MS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
