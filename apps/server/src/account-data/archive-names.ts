/*
 * Paths inside the export's archive, made from what users typed (a list's or an attachment's title):
 * only letters, digits, spaces, dots, dashes and underscores stay, so that no name climbs out of its
 * folder (`..`), makes a folder of its own (`/`, `\`) or reaches a shell or a file system's special
 * characters when unpacked.
 */

const MAX_SEGMENT_LENGTH = 60;

/** One segment of a path in the archive: never empty, never `.` or `..`, no separator. */
export function safeSegment(text: string, fallback = 'untitled'): string {
  const cleaned = text
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} ._-]+/gu, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/-{2,}/g, '-')
    .slice(0, MAX_SEGMENT_LENGTH)
    .replace(/^[\s.-]+|[\s.-]+$/g, '');
  return cleaned || fallback;
}

/**
 * Names the archive's attachment files, `attachments/<board>/<list>/<title>-<id's first 8>.<ext>`, each
 * once: should two share the short id's eight digits, the later takes the whole id.
 */
export function attachmentPaths() {
  const taken = new Set<string>();
  return (board: string, list: string, title: string, id: string, extension: string): string => {
    const folder = `attachments/${safeSegment(board)}/${safeSegment(list)}`;
    const ext = extension.replace(/[^a-z0-9]/g, '');
    const withId = (suffix: string) => `${folder}/${safeSegment(title)}-${suffix}.${ext}`;
    const short = withId(id.replace(/-/g, '').slice(0, 8));
    const path = taken.has(short) ? withId(id.replace(/[^0-9a-f]/g, '')) : short;
    taken.add(path);
    return path;
  };
}
