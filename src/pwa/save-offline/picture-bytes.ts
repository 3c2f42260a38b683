/**
 * What one picture of this catalogue takes, for the estimate before saving: the average of the
 * pictures a run already saved, or else the Content-Length of a few, asked with HEAD (the service
 * worker leaves HEAD alone, so nothing is stored before the person says Start). A fixed guess made
 * the demo catalogue's 349 KB read "about 7.8 MB".
 */
import type { SavedRun } from './saved-run';
import type { Picture } from './save-offline';

/** Pictures asked about when no run has measured any yet. */
export const PICTURE_SAMPLE = 4;
/** Saved pictures enough for their average to stand for the rest. */
const ENOUGH_SAVED = 10;
/** Used only when not one picture could be measured. */
const FALLBACK_PICTURE_BYTES = 20 * 1024;

/** Spread over the list, so one corner of the catalogue does not decide. */
function sample(pictures: readonly Picture[]): Picture[] {
  const step = Math.max(1, Math.floor(pictures.length / PICTURE_SAMPLE));
  return pictures.filter((_, at) => at % step === 0).slice(0, PICTURE_SAMPLE);
}

async function measured(fetchFn: (url: string, init: RequestInit) => Promise<Response>, picture: Picture, signal: AbortSignal): Promise<number | undefined> {
  try {
    const response = await fetchFn(picture.url, { method: 'HEAD', signal });
    const length = Number(response.headers.get('content-length') ?? Number.NaN);
    return response.ok && Number.isFinite(length) && length > 0 ? length : undefined;
  } catch {
    return undefined;
  }
}

export async function averagePictureBytes(
  pictures: readonly Picture[],
  saved: SavedRun | undefined,
  fetchFn: (url: string, init: RequestInit) => Promise<Response>,
  signal: AbortSignal,
): Promise<number> {
  if (saved && saved.doneIds.length >= ENOUGH_SAVED) return saved.bytes / saved.doneIds.length;
  const sizes = (await Promise.all(sample(pictures).map((picture) => measured(fetchFn, picture, signal)))).filter((size) => size !== undefined);
  return sizes.length > 0 ? sizes.reduce((sum, size) => sum + size, 0) / sizes.length : FALLBACK_PICTURE_BYTES;
}
