/** Reading a Content-Security-Policy header the way a browser does: directives and their sources. */

export type Policy = ReadonlyMap<string, readonly string[]>;

/** Directive name (lower-case) → its sources; the first of a repeated directive wins, as in browsers. */
export function parsePolicy(header: string): Policy {
  const policy = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    const key = name.toLowerCase();
    if (!policy.has(key)) policy.set(key, sources);
  }
  return policy;
}

/** The sources that govern scripts: script-src, else default-src; undefined means anything goes. */
function scriptSources(policy: Policy): readonly string[] | undefined {
  return policy.get('script-src') ?? policy.get('default-src');
}

// Sources that let an injected or inline script run, or load script from anywhere.
const UNSAFE_SCRIPT_SOURCES = /^('unsafe-inline'|'unsafe-eval'|'unsafe-hashes'|'wasm-unsafe-eval'|\*|data:|blob:|http:|https:|filesystem:)$/i;

/** What is wrong with a policy's script sources; empty when only the site's own files may run. */
export function scriptProblems(policy: Policy): string[] {
  const sources = scriptSources(policy);
  if (!sources) return ['no script-src or default-src: any script may run'];
  return sources.filter((source) => UNSAFE_SCRIPT_SOURCES.test(source) || /^https?:\/\/\*|^\*\./.test(source)).map((source) => `script source ${source}`);
}
