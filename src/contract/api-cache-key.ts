/**
 * The one key an API response is filed and compared under: path plus parameters sorted by name,
 * so `?sort-by=x&platform=pc` and `?platform=pc&sort-by=x` share one record. The service worker
 * files under it and the page compares "cache-updated" messages with it, so the two always agree.
 */
export function apiCacheKey(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.sort();
  const search = params.toString();
  return search ? `${url.pathname}?${search}` : url.pathname;
}
