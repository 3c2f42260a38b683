export type Encoding = 'br' | 'gzip' | 'identity';

const PREFERENCE: readonly Encoding[] = ['br', 'gzip', 'identity'];

/**
 * The best encoding the client accepts among those we have: q-values honoured, `*` understood,
 * brotli before gzip on a tie; identity when nothing else is acceptable.
 */
export function pickEncoding(header: string | undefined, available: ReadonlySet<Encoding>): Encoding {
  if (!header) return 'identity';
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const wildcard = weights.get('*');
  let best: Encoding = 'identity';
  let bestWeight = 0;
  for (const encoding of PREFERENCE) {
    if (!available.has(encoding)) continue;
    const weight = weights.get(encoding) ?? wildcard ?? (encoding === 'identity' ? 0.001 : 0);
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

/**
 * True when an If-None-Match header names this response: `*`, or any listed tag (weak or strong,
 * with or without our encoding suffix) whose base is `etag`.
 */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => {
    const bare = tag.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
    return bare === etag || bare === `${etag}-br` || bare === `${etag}-gzip`;
  });
}
