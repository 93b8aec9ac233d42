import type { Message } from '../../components/ui/message-box';
import { ApiRequestError } from '../../lib/api-client';

export const tripMessages = {
  saved: { type: 'success', title: 'Trip saved!', text: 'Your dashboard now follows the new details.' },
  viewer: {
    type: 'attention',
    title: 'You are a viewer of this trip.',
    text: 'Only its owner and editors can change where it goes and when.',
  },
} as const satisfies Record<string, Message>;

/** Why a trip save failed, in the user's terms. */
export function tripSaveFailure(error: unknown): Message {
  if (error instanceof ApiRequestError && error.status === 0) {
    return {
      type: 'server_error',
      title: 'No connection',
      text: 'The server could not be reached. Check your connection and try again.',
    };
  }
  if (error instanceof ApiRequestError && error.status === 400) {
    return { type: 'error', title: 'Trip not saved', text: error.message };
  }
  return { type: 'server_error', title: 'Trip not saved', text: 'Please to try again.' };
}

/** A 401: the session ended (expired or revoked elsewhere), so the user signs in again. */
export const isSessionOver = (error: unknown) => error instanceof ApiRequestError && error.status === 401;

// ---- trips planned together: the switcher, the Companions page and the invitation page ----

/** A failure in the user's terms: the server's own words for what it refused, else a retry advice. */
export function failure(title: string, error: unknown): Message {
  if (error instanceof ApiRequestError && error.status === 0) {
    return {
      type: 'server_error',
      title,
      text: 'The server could not be reached. Check your connection and try again.',
    };
  }
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) {
    return { type: 'error', title, text: error.message };
  }
  return { type: 'server_error', title, text: 'Something went wrong on our side. Please try again.' };
}

export const roleNames = { owner: 'Owner', editor: 'Editor', viewer: 'Viewer' } as const;

/** 'an editor', 'a viewer': the invitation's role in a sentence. */
export const roleWithArticle = { owner: 'the owner', editor: 'an editor', viewer: 'a viewer' } as const;

/** What each role is for, in a line; the list of what it may do comes from core's roles table. */
export const roleSummaries = {
  owner: 'Plans the trip and decides who takes part in it. A trip has one owner.',
  editor: 'Plans the trip with the owner.',
  viewer: 'Follows the plans without changing them.',
} as const;

/** Each action of core's roles table (TRIP_PERMISSIONS) in plain words. */
export const actionTexts = {
  read: 'See the to-do board, the trip’s goals and costs, and who takes part',
  write:
    'Add, change, move and delete lists, tasks, comments and attachments, and the trip’s goals and costs',
  editDetails: 'Change where the trip goes and when',
  manageMembers: 'Invite companions, change their roles, remove them and hand the trip over',
  deleteTrip: 'Delete the trip',
  leave: 'Leave the trip',
} as const;

export const switcherTexts = {
  /** Before the destination, for screen readers: 'Trip to Tokyo, Japan'. */
  tripTo: 'Trip to ',
  menu: 'Your trips',
  newTrip: 'New trip',
  companions: 'Companions',
  loading: 'Loading your trips…',
  loadFailed: 'Your trips could not be loaded.',
  switchFailed: 'The trip was not switched.',
  switching: 'Switching…',
} as const;

/** 'Just you', '3 people'. */
export const peopleText = (count: number) => (count === 1 ? 'Just you' : `${count} people`);

export const companionsTexts = {
  intro: (destination: string) =>
    `Who plans the trip to ${destination}, and what each of them may do. Entrances and domestic goals and costs stay each person’s own.`,
  members: 'Members',
  you: '(you)',
  roleOf: (name: string) => `Role of ${name}`,
  alone: 'Only you plan this trip so far. Invite a companion to plan it together.',
  membersLoadFailed: 'The members of this trip could not be loaded.',
  tripsLoadFailed: 'Your trips could not be loaded.',
  noTrip: 'You have no trip yet. Plan one, then invite your companions to it.',
  invite: 'Invite a companion',
  inviteHint: 'They get an e-mail with a link that works once, for 7 days, for this address only.',
  email: 'E-mail',
  inviteAs: 'Invite as',
  sendInvitation: 'Send invitation',
  invitationSent: (email: string) => ({
    type: 'success' as const,
    title: `Invitation sent to ${email}.`,
    text: 'It waits under Pending invitations until it is accepted.',
  }),
  inviteFailed: 'The invitation was not sent.',
  pending: 'Pending invitations',
  noPending: 'No invitation is waiting for an answer.',
  expires: (date: string) => `Expires ${date}`,
  revoke: 'Revoke',
  revokeWhich: (email: string) => ` the invitation to ${email}`,
  revokeFailed: 'The invitation was not revoked.',
  roleChangeFailed: 'The role was not changed.',
  /** The buttons' words, then, for screen readers, whom they act on: 'Hand over' ' the trip to Bruno'. */
  handOver: 'Hand over',
  handOverTo: (name: string) => ` the trip to ${name}`,
  handOverFailed: 'The trip was not handed over.',
  remove: 'Remove',
  removeWho: (name: string) => ` ${name} from the trip`,
  removeFailed: 'The member was not removed.',
  roles: 'What each role may do',
  yourRole: 'Your role',
  leave: 'Leave this trip',
  leaveText: 'You will no longer see its board or its goals and costs. The owner may invite you again.',
  leaveButton: 'Leave trip',
  leaveFailed: 'You did not leave the trip.',
  ownerCannotLeave:
    'To leave this trip, hand it over to another member first (Hand over, above): a trip always has an owner.',
  deleteTrip: 'Delete this trip',
  deleteText: 'Its to-do board and its goals and costs go, for every member.',
  deleteButton: 'Delete trip',
  deleteFailed: 'The trip was not deleted.',
  cancel: 'Cancel',
} as const;

/** The questions asked before a change that cannot be taken back. */
export const confirmTexts = {
  remove: (name: string, destination: string) => ({
    title: `Remove ${name}?`,
    text: `${name} will no longer see the trip to ${destination}: its board and its goals and costs. What they added stays. You can invite them again.`,
    confirm: 'Remove',
  }),
  handOver: (name: string, destination: string) => ({
    title: `Hand the trip over to ${name}?`,
    text: `${name} becomes the owner of the trip to ${destination} and you become an editor: only ${name} will then invite, change roles, remove members or delete the trip.`,
    confirm: 'Hand over',
  }),
  leave: (destination: string) => ({
    title: 'Leave this trip?',
    text: `You will no longer see the trip to ${destination}: its board and its goals and costs. What you added stays with the trip. The owner may invite you again.`,
    confirm: 'Leave trip',
  }),
  deleteTrip: (destination: string, members: number) => ({
    title: `Delete the trip to ${destination}?`,
    text:
      `Its to-do board (every list with its tasks, comments and attachments) and its goals and costs are ` +
      `deleted for ${members === 1 ? 'you' : `all ${members} members`}, and cannot be brought back. ` +
      'Entrances and domestic goals and costs stay with each person.',
    confirm: 'Delete trip',
  }),
} as const;

export const invitationTexts = {
  documentTitle: 'Invitation',
  loading: 'Loading the invitation…',
  heading: (destination: string) => `Join the trip to ${destination}`,
  invites: (inviter: string | null, destination: string, role: 'editor' | 'viewer') =>
    `${inviter ?? 'A former member'} invites you to plan the trip to ${destination} together, as ${roleWithArticle[role]}.`,
  when: 'Trip date',
  for: 'For',
  expires: 'Link expires',
  asRole: (role: 'editor' | 'viewer') => `As ${roleWithArticle[role]} you may`,
  signInToAccept: (email: string) => `Sign in or register with ${email} to accept it.`,
  signIn: 'Sign in',
  register: 'Register',
  accept: 'Accept invitation',
  notNow: 'Not now',
  signedInAs: (email: string) => `You are signed in as ${email}.`,
  wrongAccount: (invited: string, current: string | null): Message => ({
    type: 'attention',
    title: 'This invitation is for another account.',
    text:
      `It was sent to ${invited}${current ? `, and you are signed in as ${current}` : ''}. ` +
      `Sign out, then sign in or register with ${invited} to accept it.`,
  }),
  switchAccount: 'Sign out and use the invited account',
  acceptFailed: 'The invitation was not accepted.',
  loadFailed: {
    type: 'server_error',
    title: 'The invitation could not be loaded.',
    text: 'The server could not be reached. Check your connection and try again.',
  } satisfies Message,
  notFound: {
    type: 'error',
    title: 'This invitation link is not valid.',
    text: 'Check that the whole link from the e-mail was opened, or ask the trip’s owner for a new invitation.',
  } satisfies Message,
  gone: {
    invitation_used: 'This invitation was already used.',
    invitation_revoked: 'This invitation was withdrawn.',
    invitation_expired: 'This invitation has expired.',
  },
  goneFallback: 'This invitation no longer works.',
  toDashboard: 'Go to your trips',
  toLogin: 'Go to login',
} as const;

export const newTripTexts = {
  heading: 'Plan a new trip',
  intro: 'Where you live, where you are going and when. Your other trips stay a click away, in the header.',
  cancel: 'Back to your trip',
} as const;
