import { citySuggestionListSchema, cityAutocompleteQuerySchema } from '../geo/schemas';
import { answer, type ContractTable } from '../http/endpoint';
import { staleAnswer } from '../http/answers';
import { TripStatus, type tripEndpoints } from './endpoints';
import { TRIPS_MAX_PER_USER } from './limits';
import {
  acceptedInvitationSchema,
  changeRoleBodySchema,
  currentTripResultSchema,
  invitationCreatedSchema,
  invitationPathSchema,
  invitationSchema,
  invitationTokenPathSchema,
  inviteBodySchema,
  memberPathSchema,
  noTripSchema,
  setCurrentTripBodySchema,
  tripBodySchema,
  tripMembersSchema,
  tripPatchBodySchema,
  tripPathSchema,
  tripSchema,
  tripSummaryListSchema,
  userDetailsBodySchema,
  userDetailsResultSchema,
} from './schemas';

const tag = 'trip';
const currencyNote = 'currentCurrency and tripCurrency are derived from the country codes, whatever is sent';
const theTrip = answer('The trip as stored', tripSchema);
const noTrip = answer('There is no trip yet, and not every trip field was sent to create it');
const forbiddenRole = answer(
  'forbidden_role: the caller’s role in the trip does not allow this (a viewer reads only; only the owner manages members and deletes the trip)',
);
const notAMember = answer('trip_not_found: no trip of the caller has this id');
const membersTag = 'trips';
const membersAnswer = answer(
  'The members, and the pending invitations (to the owner only; others get none)',
  tripMembersSchema,
);
const invitationGone = answer(
  'invitation_used, invitation_revoked or invitation_expired: the link no longer works (an invitation works once, for 7 days)',
);

const tripsFull = answer(
  `limit_reached: the caller belongs to ${TRIPS_MAX_PER_USER} trips, their own and those they joined, as many as one may: nothing was added`,
);

export const tripContracts = {
  getTrip: {
    tag,
    summary: 'The trip of the user',
    statuses: {
      [TripStatus.found]: answer('The trip', tripSchema),
      [TripStatus.noTrip]: answer('No trip yet: {} (the app then opens onboarding)', noTripSchema),
    },
  },
  createTrip: {
    tag,
    summary: `Create a new trip with every field, owned by the caller, and make it their current one; ${currencyNote}`,
    body: tripBodySchema,
    statuses: { 200: theTrip, 409: tripsFull },
  },
  updateTrip: {
    tag,
    summary:
      'Change some fields of the current trip (a place moves whole: city, state, country, slug, and for ' +
      `the destination lat and lon); owner and editors; ${currencyNote}`,
    body: tripPatchBodySchema,
    statuses: {
      409: staleAnswer,
      200: theTrip,
      403: forbiddenRole,
      404: answer('There is no trip yet'),
    },
  },
  updateUserDetails: {
    tag,
    summary:
      'Save the name and trip fields of My Account or onboarding in one go: every field optional, a ' +
      'place moves whole; the trip is created when there is none and every trip field is sent; ' +
      currencyNote,
    body: userDetailsBodySchema,
    statuses: {
      200: answer('The user and the trip as they now are', userDetailsResultSchema),
      403: forbiddenRole,
      404: noTrip,
      409: tripsFull,
    },
  },
  searchCities: {
    tag: 'cities',
    summary: 'The 10 most populous cities whose name starts with the query, ignoring case and accents',
    query: cityAutocompleteQuerySchema,
    statuses: {
      200: answer('The cities, most populous first', citySuggestionListSchema),
      400: answer('The query has 3 characters or fewer, or more than 100'),
    },
  },
  listTrips: {
    tag: membersTag,
    summary:
      'The trips the caller belongs to, with their role, which is current, and how many members each has',
    statuses: {
      200: answer('The trips, the current one first, then the latest joined', tripSummaryListSchema),
    },
  },
  setCurrentTrip: {
    tag: membersTag,
    summary: 'Make one of the caller’s trips their current one',
    body: setCurrentTripBodySchema,
    statuses: { 200: answer('The current trip', currentTripResultSchema), 404: notAMember },
  },
  deleteTrip: {
    tag: membersTag,
    summary: 'Delete the trip with its board, its goals and costs and its files (owner only)',
    params: tripPathSchema,
    statuses: { 204: answer('Deleted'), 403: forbiddenRole, 404: notAMember },
  },
  getTripMembers: {
    tag: membersTag,
    summary: 'The members of a trip of the caller, with their roles',
    params: tripPathSchema,
    statuses: { 200: membersAnswer, 404: notAMember },
  },
  changeMemberRole: {
    tag: membersTag,
    summary:
      'Change a member’s role (owner only); `owner` hands the trip over and the old owner becomes an editor',
    params: memberPathSchema,
    body: changeRoleBodySchema,
    statuses: {
      200: membersAnswer,
      403: forbiddenRole,
      404: answer('trip_not_found, or member_not_found: no member of the trip has this id'),
      409: answer('owner_role: the owner’s own role changes only by handing the trip over'),
    },
  },
  removeMember: {
    tag: membersTag,
    summary:
      'Remove a member (owner), or leave the trip (the caller’s own id); their current trip falls back to another',
    params: memberPathSchema,
    statuses: {
      204: answer('Removed'),
      403: forbiddenRole,
      404: answer('trip_not_found, or member_not_found: no member of the trip has this id'),
      409: answer('owner_cannot_leave: the owner hands the trip over before leaving it'),
    },
  },
  inviteToTrip: {
    tag: membersTag,
    summary:
      'Invite an e-mail address to the trip as editor or viewer (owner only): a link that works once, for 7 days, is mailed to it',
    params: tripPathSchema,
    body: inviteBodySchema,
    statuses: {
      201: answer('The invitation', invitationCreatedSchema),
      403: forbiddenRole,
      404: notAMember,
      409: answer('already_member: the address is a member’s already'),
      429: answer('too_many_mails: the mail limits of the address or of the caller’s network are reached'),
    },
  },
  revokeInvitation: {
    tag: membersTag,
    summary: 'Revoke a pending invitation (owner only): its link stops working',
    params: invitationPathSchema,
    statuses: {
      204: answer('Revoked'),
      403: forbiddenRole,
      404: answer('trip_not_found, or invitation_not_found: no pending invitation of the trip has this id'),
    },
  },
  getInvitation: {
    tag: membersTag,
    summary: 'Who invites to which trip, in which role and for which e-mail address, by the link’s token',
    params: invitationTokenPathSchema,
    statuses: {
      200: answer('The invitation', invitationSchema),
      404: answer('No invitation has this token'),
      410: invitationGone,
    },
  },
  acceptInvitation: {
    tag: membersTag,
    summary: 'Join the trip in the invitation’s role, and make it the current trip',
    params: invitationTokenPathSchema,
    statuses: {
      200: answer('Joined', acceptedInvitationSchema),
      403: answer('wrong_account: the invitation is for another e-mail address'),
      404: answer('No invitation has this token'),
      409: tripsFull,
      410: invitationGone,
    },
  },
} as const satisfies ContractTable<typeof tripEndpoints>;
