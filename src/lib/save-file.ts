/** Saving what a page made (exports, images) as a file, through a temporary link: no network involved, so it works offline. */

/** Saves `blob` as the file `name`. */
export function saveFile(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Saves text a page made (an export) as a file. */
export function downloadText(name: string, text: string, type: string): void {
  saveFile(name, new Blob([text], { type }));
}
