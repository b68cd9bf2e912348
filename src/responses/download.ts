// Offers bytes the view fetched (an export, an uploaded file) as a download. The files route needs the
// signed headers, so a plain link to it would be refused: the bytes come through the client instead.

export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  // Inside a shadow root the link must still be in the document for the click to download.
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: Chromium reads the blob when the click is handled, not at once.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function downloadText(fileName: string, text: string, mimeType: string): void {
  downloadBlob(fileName, new Blob([text], { type: mimeType }));
}
