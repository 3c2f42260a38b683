import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Below this size compression saves nothing worth a header. */
const COMPRESS_FROM_BYTES = 512;

/**
 * A JSON response serialised and compressed once, when stored, so serving it costs no JSON or
 * compression work: the identity bytes, gzip and brotli variants (when smaller) and an ETag.
 */
export interface PreparedResponse {
  status: number;
  /** The strong validator's base: a hash of the identity bytes (unquoted). */
  etag: string;
  identity: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  /** Bytes held, for the cache's bound. */
  size: number;
}

/** Serialises and compresses a response (off the event loop: zlib's async calls use the thread pool). */
export async function prepareResponse(status: number, value: unknown): Promise<PreparedResponse> {
  const identity = Buffer.from(JSON.stringify(value), 'utf8');
  const etag = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  if (identity.length < COMPRESS_FROM_BYTES) return { status, etag, identity, size: identity.length };
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(identity, { level: 9 }),
    brotliAsync(identity, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  ]);
  const prepared: PreparedResponse = { status, etag, identity, size: identity.length };
  if (gzipped.length < identity.length) prepared.gzip = gzipped;
  if (brotli.length < identity.length) prepared.br = brotli;
  prepared.size += (prepared.gzip?.length ?? 0) + (prepared.br?.length ?? 0);
  return prepared;
}
