/** Whether the app runs installed (a standalone window): the display-mode media query, or iOS Safari's navigator.standalone. */
const STANDALONE_QUERY = '(display-mode: standalone)';

export function standaloneMedia(): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia(STANDALONE_QUERY) : undefined;
}

export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || standaloneMedia()?.matches === true;
}
