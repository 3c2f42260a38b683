/**
 * True for Safari on iPhone and iPad, where no install prompt exists and people add the app from
 * the Share menu. iPadOS reports itself as a Mac, so touch support tells the two apart.
 */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  const otherBrowser = /CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(userAgent);
  return ios && /Safari\//.test(userAgent) && !otherBrowser;
}
