// PLACEHOLDER, replaced by the PWA work: install button, update notice and offline banner.
export function PwaNotices() {
  return null;
}
