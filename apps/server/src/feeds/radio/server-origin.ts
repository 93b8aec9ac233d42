/** One DNS label: letters, digits and inner hyphens, 63 characters at most. */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** Top-level names that public DNS never answers for: this machine and private networks. */
const PRIVATE_TOP_LEVELS = new Set(['localhost', 'local', 'internal', 'arpa']);

/**
 * The https origin of a server named in radio-browser's list, when the name is a plain public host name:
 * two labels or more, the last one beginning with a letter (so no IPv4 address in any of the forms a URL
 * parser reads as one), none of them a private top level. Anything else, a port, a path, user info or an
 * IP address, is null: the list arrives over the network, and must not choose where we connect beyond a
 * host's HTTPS port, nor what path we ask for.
 */
export function radioServerOrigin(name: string): string | null {
  const host = name.toLowerCase();
  const labels = host.split('.');
  const top = labels.at(-1) ?? '';
  const plain =
    host.length <= 253 &&
    labels.length >= 2 &&
    labels.every((label) => LABEL.test(label)) &&
    /^[a-z]/.test(top) &&
    !PRIVATE_TOP_LEVELS.has(top);
  return plain ? `https://${host}` : null;
}
