import type { EndpointTable } from '../http/endpoint';

/** Accounts: register, confirm, sign in and out (password or Google), reset a password, the profile photo. */
export const accountEndpoints = {
  register: { method: 'POST', path: '/user', signedIn: false },
  confirmEmail: { method: 'PATCH', path: '/confirmemail/:token', signedIn: false },
  login: { method: 'POST', path: '/login', signedIn: false },
  socialLogin: { method: 'POST', path: '/login/social', signedIn: false },
  forgetPassword: { method: 'POST', path: '/forgetpassword', signedIn: false },
  newPassword: { method: 'PATCH', path: '/newpassword/:token', signedIn: false },
  getUser: { method: 'GET', path: '/user', signedIn: true },
  updateUser: { method: 'PATCH', path: '/user', signedIn: true },
  logout: { method: 'POST', path: '/logout', signedIn: true },
  getUserPhoto: { method: 'GET', path: '/imagens/user/:name', signedIn: false },
  uploadUserPhoto: { method: 'POST', path: '/user/photo', signedIn: true },
} as const satisfies EndpointTable;

/*
 * The 2xx statuses the spec gives a meaning of their own (section 4): a client branches on these names,
 * never on the numbers.
 */
export const RegisterStatus = { registered: 200, emailUsed: 201 } as const;
export const ConfirmEmailStatus = { confirmed: 200, alreadyUsed: 203 } as const;
export const LoginStatus = { signedIn: 200, signedInWithoutTrip: 201, emailNotConfirmed: 203 } as const;
export const NewPasswordStatus = { changed: 200, tokenUsed: 201 } as const;
