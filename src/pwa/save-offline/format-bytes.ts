/** Sizes as people read them: "820 KB", "8.4 MB", "1.2 GB" (1024-based, as browsers report storage). */
export function formatBytes(bytes: number): string {
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = value >= 100 || unit === 0 ? Math.round(value).toString() : value.toFixed(1);
  return `${shown} ${units[unit]}`;
}
