// The browser facilities the builder's tools and the responses view share: file downloads and the clipboard.

/** Offers a blob as a file download named `fileName`. */
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

/** Offers `text` as a file download named `fileName`. */
export function downloadText(fileName: string, text: string, type = 'application/json'): void {
  downloadBlob(fileName, new Blob([text], { type }));
}

/** Writes text to the clipboard; false when the browser refuses (no permission, insecure context). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch (error) {
    // authoring §8: 'Failed to copy' is console only.
    console.error('Failed to copy', error);
    return false;
  }
}
