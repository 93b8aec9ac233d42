/*
 * One mailbox as RFC 5321 writes it in a RCPT command, local@domain, and nothing else: no list (a comma
 * or a space would let one sign-up or invitation mail many people), no display name, no angle brackets,
 * no quoted local part and no address literal. The local part is dot-separated atoms of RFC 5322's atext;
 * the domain is host-name labels, at least two, its last not all digits (an IP address is no domain).
 * An internationalised domain is taken in its punycode form (xn--…), as SMTP carries it.
 */
const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LOCAL_PART = new RegExp(`^${ATOM}(?:\\.${ATOM})*$`);
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const ALL_DIGITS = /^\d+$/;
/** RFC 5321's limit of the part before the @ (section 4.5.3.1.1). */
const MAX_LOCAL_PART_LENGTH = 64;

export const MIN_PASSWORD_LENGTH = 8;
/** Argon2 hashes any length; the cap keeps a hostile body from buying seconds of CPU. */
export const MAX_PASSWORD_LENGTH = 128;
/** RFC 5321's path of 256 octets (section 4.5.3.1.3) less its angle brackets. */
export const MAX_EMAIL_LENGTH = 254;
export const MAX_NAME_LENGTH = 120;

/** True for one mailbox a user may give: see the rules above. Case is kept; compare with normalizeEmail. */
export function isValidEmail(email: string): boolean {
  if (email.length > MAX_EMAIL_LENGTH) return false;
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const labels = email.slice(at + 1).split('.');
  return (
    at > 0 &&
    local.length <= MAX_LOCAL_PART_LENGTH &&
    LOCAL_PART.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    !ALL_DIGITS.test(labels.at(-1) ?? '')
  );
}

/** E-mail addresses are compared case-insensitively, so they are stored and looked up in one form. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface PasswordChecks {
  upperCase: boolean;
  lowerCase: boolean;
  number: boolean;
  minLength: boolean;
}

export function passwordChecks(password: string): PasswordChecks {
  return {
    upperCase: /[A-Z]/.test(password),
    lowerCase: /[a-z]/.test(password),
    number: /\d/.test(password),
    minLength: password.length >= MIN_PASSWORD_LENGTH,
  };
}

export function isStrongPassword(password: string): boolean {
  return password.length <= MAX_PASSWORD_LENGTH && Object.values(passwordChecks(password)).every(Boolean);
}
