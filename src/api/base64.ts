// Base64 to bytes and back with the platform's atob/btoa (browsers and Node alike): request signing
// decodes its key and encodes its MAC; the signature pad reads and rewrites its PNG.

export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  // In slices: fromCharCode takes its arguments on the stack, and an image has more bytes than it allows.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}
