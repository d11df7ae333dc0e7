/** Hands a received file to the browser under its name (exports, chat attachments). */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download by the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
