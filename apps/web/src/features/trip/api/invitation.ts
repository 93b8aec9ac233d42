import type { Invitation } from '@wayfarer/core';
import { api } from '@/lib/api-client';

/** GET /invitations/:token (public): who invites to which trip, as what, for which e-mail. 404, 410. */
export async function getInvitation(token: string): Promise<Invitation> {
  return (await api.call('getInvitation', { params: { token } })).data;
}

/** POST /invitations/:token/accept: joins the trip, which becomes current. 403 wrong_account, 404, 410. */
export async function acceptInvitation(token: string): Promise<string> {
  return (await api.call('acceptInvitation', { params: { token } })).data.tripId;
}
