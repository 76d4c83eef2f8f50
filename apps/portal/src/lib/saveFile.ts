/**
 * Saves bytes as a file through a temporary object URL and an anchor's `download` (no new tab, no
 * browser PDF viewer). The URL is revoked once the browser has taken the file.
 */
export function saveFile(bytes: Uint8Array, fileName: string, type = 'application/pdf'): void {
  const url = URL.createObjectURL(new Blob([bytes.slice()], { type }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoking at once can cancel the download in some browsers; a minute is ample.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
