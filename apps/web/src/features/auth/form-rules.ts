import { isStrongPassword, isValidEmail, passwordChecks } from '@wayfarer/core';

/** Spec section 5, the enabling rules of the account forms, kept apart from React so they are testable. */

/** The checklist shows while the field has text and some rule is still unmet. */
export function showsChecklist(password: string): boolean {
  return password !== '' && !Object.values(passwordChecks(password)).every(Boolean);
}

/** 'Passwords must be the same.' shows when the confirmation is non-empty and differs. */
export function passwordsDiffer(password: string, confirmation: string): boolean {
  return confirmation !== '' && confirmation !== password;
}

export function canLogin({ email, password }: { email: string; password: string }): boolean {
  return isValidEmail(email) && password !== '';
}

export function canRegister(form: {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}) {
  return (
    form.name.trim() !== '' &&
    isValidEmail(form.email) &&
    canChangePassword(form.password, form.confirmPassword)
  );
}

export function canChangePassword(password: string, confirmation: string): boolean {
  return isStrongPassword(password) && confirmation === password;
}
