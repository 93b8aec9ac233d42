import type { LoginBody } from '@wayfarer/core';
import { api, settle } from '@/lib/api-client';
import { loginOutcome, type LoginOutcome } from '../outcomes';

/** POST /login: 200 token, 201 token of a user with no trip yet, 203 e-mail not confirmed. */
export async function login(body: LoginBody): Promise<LoginOutcome> {
  return loginOutcome(await settle(api.call('login', { body })));
}
