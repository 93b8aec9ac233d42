/**
 * The file name a Content-Disposition header gives (`attachment; filename="a.zip"`), the RFC 5987 form
 * (`filename*=UTF-8''…`) first as it is the exact one; null when it names none. Any folder in it is
 * dropped: the name is the server's suggestion, not a place to write to.
 */
export function attachmentFileName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  let name: string | undefined;
  if (extended) {
    try {
      name = decodeURIComponent(extended.trim());
    } catch {
      name = undefined;
    }
  }
  name ??= /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i
    .exec(header)
    ?.slice(1)
    .find((part) => part !== undefined)
    ?.replace(/\\(.)/g, '$1');
  const base = name?.split(/[/\\]/).pop()?.trim();
  return base ? base : null;
}

/**
 * Hands a file already in memory to the browser's downloads, under the name given: a link to it is
 * clicked, as a download the page fetched itself (with its bearer token) cannot be a plain link.
 */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the file by the next task; the URL would otherwise hold it until the tab closes.
  setTimeout(() => URL.revokeObjectURL(url));
}
