/** 'an editor', 'a viewer': the invitation's role in a sentence. */
const roleWithArticle = { owner: 'the owner', editor: 'an editor', viewer: 'a viewer' };

/** The words of companions and invitations. */
export const companions = {
  roles: { owner: 'Owner', editor: 'Editor', viewer: 'Viewer' },
  /** What each role is for, in a line; the list of what it may do comes from core's roles table. */
  roleSummaries: {
    owner: 'Plans the trip and decides who takes part in it. A trip has one owner.',
    editor: 'Plans the trip with the owner.',
    viewer: 'Follows the plans without changing them.',
  },
  /** Each action of core's roles table (TRIP_PERMISSIONS) in plain words. */
  actions: {
    read: 'See the to-do board, the trip’s goals and costs, and who takes part',
    write:
      'Add, change, move and delete lists, tasks, comments and attachments, and the trip’s goals and costs',
    editDetails: 'Change where the trip goes and when',
    manageMembers: 'Invite companions, change their roles, remove them and hand the trip over',
    shareItinerary: 'Share the itinerary, read-only, by a link for people without an account',
    deleteTrip: 'Delete the trip',
    leave: 'Leave the trip',
  },
  page: {
    intro: (destination: string) =>
      `Who plans the trip to ${destination}, and what each of them may do. Entrances and domestic goals and costs stay each person’s own.`,
    loading: 'Loading your companions',
    tripsLoadFailed: 'Your trips could not be loaded.',
    noTrip: 'You have no trip yet. Plan one, then invite your companions to it.',
  },
  members: {
    title: 'Members',
    you: '(you)',
    roleOf: (name: string) => `Role of ${name}`,
    alone: 'Only you plan this trip so far. Invite a companion to plan it together.',
    loadFailed: 'The members of this trip could not be loaded.',
    roleChangeFailed: 'The role was not changed.',
    /** The buttons' words, then, for screen readers, whom they act on: 'Hand over' ' the trip to Bruno'. */
    handOver: 'Hand over',
    handOverTo: (name: string) => ` the trip to ${name}`,
    handOverFailed: 'The trip was not handed over.',
    remove: 'Remove',
    removeWho: (name: string) => ` ${name} from the trip`,
    removeFailed: 'The member was not removed.',
  },
  invite: {
    title: 'Invite a companion',
    hint: 'They get an e-mail with a link that works once, for 7 days, for this address only.',
    email: 'E-mail',
    inviteAs: 'Invite as',
    mailLanguage: 'Invitation mail in',
    mailLanguageHint: 'An address that has a Wayfarer account gets the mail in that account’s language.',
    send: 'Send invitation',
    sentTitle: (email: string) => `Invitation sent to ${email}.`,
    sentText: 'It waits under Pending invitations until it is accepted.',
    failed: 'The invitation was not sent.',
  },
  pending: {
    title: 'Pending invitations',
    none: 'No invitation is waiting for an answer.',
    expires: (date: string) => `Expires ${date}`,
    revoke: 'Revoke',
    revokeWhich: (email: string) => ` the invitation to ${email}`,
    revokeFailed: 'The invitation was not revoked.',
  },
  guide: {
    title: 'What each role may do',
    yourRole: 'Your role',
  },
  membership: {
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
  },
  /** The questions asked before a change that cannot be taken back. */
  confirm: {
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
  },
  invitation: {
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
    wrongAccount: {
      title: 'This invitation is for another account.',
      text: (invited: string, current: string | null) =>
        `It was sent to ${invited}${current ? `, and you are signed in as ${current}` : ''}. ` +
        `Sign out, then sign in or register with ${invited} to accept it.`,
    },
    switchAccount: 'Sign out and use the invited account',
    acceptFailed: 'The invitation was not accepted.',
    loadFailed: {
      title: 'The invitation could not be loaded.',
      text: 'The server could not be reached. Check your connection and try again.',
    },
    notFound: {
      title: 'This invitation link is not valid.',
      text: 'Check that the whole link from the e-mail was opened, or ask the trip’s owner for a new invitation.',
    },
    gone: {
      invitation_used: 'This invitation was already used.',
      invitation_revoked: 'This invitation was withdrawn.',
      invitation_expired: 'This invitation has expired.',
    },
    goneFallback: 'This invitation no longer works.',
    toDashboard: 'Go to your trips',
    toLogin: 'Go to login',
  },
};
