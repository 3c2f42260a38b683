import { fetchCapped } from './fetch-capped.js';
import { failure, type Fetched } from './fetched.js';
import type { RateGate } from './rate-gate.js';
import { sniffImage, type ImageType } from './sniff-image.js';

export interface FetchedImage {
  bytes: Buffer;
  contentType: ImageType;
}

export interface FetchImageOptions {
  timeoutMs: number;
  maxBytes: number;
  gate: RateGate;
  /** How long an image call may wait behind API calls at the gate. */
  maxWaitMs: number;
  signal?: AbortSignal;
}

/** A refusal the same URL will repeat: a redirect or a client error, but not 408 or 429 (temporary). */
function lastingStatus(status: number): boolean {
  return (status >= 300 && status < 500) && status !== 408 && status !== 429;
}

/**
 * Fetches one thumbnail. No key or cookie is sent, redirects are refused (the URL was checked,
 * its target would not be), and the bytes must be a complete JPEG, PNG, GIF or WebP.
 */
export async function fetchImage(url: string, options: FetchImageOptions): Promise<Fetched<FetchedImage>> {
  if (!(await options.gate.acquire('image', options.maxWaitMs))) return failure('rate gate queue full', { busy: true, down: false });
  const response = await fetchCapped(url, { timeoutMs: options.timeoutMs, maxBytes: options.maxBytes, redirect: 'manual', headers: { Accept: 'image/*' }, signal: options.signal });
  if (!response.ok) return failure(response.reason);
  if (response.status !== 200) return failure(`HTTP ${response.status}`, { lasting: lastingStatus(response.status) });
  const contentType = sniffImage(response.body);
  return contentType ? { ok: true, value: { bytes: response.body, contentType } } : failure('not a complete image', { lasting: true });
}
