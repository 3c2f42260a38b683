/** A screenshot's alt text: "Warframe screenshot 2 of 4" (`at` counts from 0). */
export function screenshotAlt(title: string, at: number, count: number): string {
  return `${title} screenshot ${at + 1} of ${count}`;
}
