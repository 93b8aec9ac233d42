const KB = 1000;
const MB = 1000 * KB;

/**
 * How far the download has come, in words: the archive is made as it is sent, so its size is not known
 * ahead and only the bytes received can be told. Null before the first of them.
 */
export function downloadProgressText(received: number | null): string {
  if (received === null) return 'Preparing…';
  if (received < MB) return `Downloaded ${Math.max(1, Math.round(received / KB))} KB…`;
  return `Downloaded ${(received / MB).toFixed(1)} MB…`;
}
