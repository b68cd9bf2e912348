// The browser facilities the tools use (authoring §7): file download, file picking and the clipboard.

/** Offers `text` as a file download named `fileName`. */
export function downloadText(fileName: string, text: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
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
