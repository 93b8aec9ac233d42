/** Spec section 5: non-space text, '@', non-space text, '.', non-space text. */
const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;

export const MIN_PASSWORD_LENGTH = 8;
/** Argon2 hashes any length; the cap keeps a hostile body from buying seconds of CPU. */
export const MAX_PASSWORD_LENGTH = 128;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_NAME_LENGTH = 120;

export function isValidEmail(email: string): boolean {
  return email.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(email);
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
