import argon2 from 'argon2';

/** How passwords are hashed and checked; tests wrap the real one to count the checks. */
export interface Passwords {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
const options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const argon2Passwords: Passwords = {
  hash: (password) => argon2.hash(password, options),
  verify: (hash, password) => argon2.verify(hash, password),
};

/**
 * Checks a sign-in's password against the account's hash. Without an account, or for an account with no
 * password (made by Google sign-in), the password is checked against a decoy hash made once at start-up,
 * so that the answer takes as long as for a known e-mail and its time does not tell that one exists.
 */
export function passwordChecker(passwords: Passwords) {
  const decoyHash = passwords.hash('decoy-password-for-timing');
  return {
    hash: (password: string) => passwords.hash(password),
    async check(hash: string | null | undefined, password: string): Promise<boolean> {
      if (hash) return passwords.verify(hash, password);
      await passwords.verify(await decoyHash, password);
      return false;
    },
  };
}
