/**
 * Sizes as people read them, in one place for the app, the service worker and the server: "820 KB",
 * "1.0 MB", "8.4 MB", "1.2 GB". 1024-based, as browsers report storage. A size that would round to
 * 1000 or more of a unit is shown in the next one, so 1000 KB reads "1.0 MB".
 */
export function formatBytes(bytes: number): string {
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = Math.max(0, bytes) / 1024;
  let unit = 0;
  while (value >= 999.5 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 || value >= 99.95 ? Math.round(value).toString() : value.toFixed(1);
  return `${shown} ${units[unit]}`;
}
