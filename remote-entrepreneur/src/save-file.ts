/** Hands a downloaded file to the browser under a name, through a temporary object URL. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL only keeps the blob alive in memory.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
