import type { ContractOf, EndpointName, EndpointSuccess } from '@wayfarer/core';
import { clear, createStore, get, set, type UseStore } from 'idb-keyval';
import { api, ApiRequestError, type CallInput, type StoredInput } from '../api-client';
import { getToken } from '../session';
import { isNetworkFailure, isOffline } from './connection';
import { ownerOf } from './saved-answers';

/*
 * Changes made without a connection: applied on screen at once, kept in IndexedDB in the order they were
 * made, each with its Idempotency-Key, and sent in that order once the server can be reached. A change
 * whose answer was lost on the way is sent again with the same key, and the server does not apply it
 * twice. The record belongs to the session that made the changes, as the saved answers do; should the
 * server end that session while changes wait, the same account's next session takes them over.
 */

/** The version a new item is shown with until the server has it: edits of it made offline send it. */
export const WAITING_VERSION = 0;

export interface WaitingChange {
  /** The Idempotency-Key the change is sent with, each time. */
  key: string;
  endpoint: EndpointName;
  input: StoredInput;
  /** What the change is about, as a refusal names it: 'The task “Adapters”'. */
  subject: string;
  /** The item the pages mark as waiting. */
  itemId: string | null;
  /** A new item's id until the server gives it its own: later changes naming it are sent with that. */
  createsId: string | null;
}

/** A change the server refused: it waits, and the ones after it, until the user decides. */
export interface RefusedChange {
  change: WaitingChange;
  error: ApiRequestError;
}

interface Record_ {
  /** The session's owner hash (saved-answers' ownerOf of its token). */
  owner: string;
  /** The account's, of its e-mail address, once known: the key to the changes after a session ended. */
  account: string | null;
  changes: WaitingChange[];
}

const RECORD = 'changes';
let database: UseStore | undefined;
const changesStore = () => (database ??= createStore('wayfarer-waiting-changes', 'changes'));

let changes: WaitingChange[] = [];
/** The session and account the changes in memory were read for. */
let loadedFor: string | null = null;
let account: string | null = null;
const listeners = new Set<() => void>();

function publish(next: WaitingChange[]) {
  changes = next;
  for (const listener of listeners) listener();
}

export function subscribeToWaitingChanges(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const waitingChanges = (): readonly WaitingChange[] => changes;

async function sessionOwner(): Promise<string | null> {
  const token = getToken();
  return token ? ownerOf(token) : null;
}

/**
 * The session's waiting changes, read from the device once (a tab reopened offline finds them), and
 * again once the account is known: the changes a session of the same account left when the server
 * ended it are then taken over, and another account's are deleted, since this one can never send them.
 */
export async function loadWaitingChanges(): Promise<void> {
  const owner = await sessionOwner();
  const reading = `${owner}:${account}`;
  if (!owner || loadedFor === reading) return;
  const saved = await get<Record_>(RECORD, changesStore());
  loadedFor = reading;
  if (saved && (saved.owner === owner || (account !== null && saved.account === account))) {
    // Written again under this session and account when either is new to the record.
    if (saved.owner === owner && (account === null || saved.account === account)) publish(saved.changes);
    else await store(saved.changes);
  } else {
    publish([]);
    if (saved?.account && account) await clear(changesStore());
  }
}

/** The signed-in account, from its profile's e-mail address: see loadWaitingChanges. */
export async function followAccount(email: string): Promise<void> {
  const next = await ownerOf(email.trim().toLowerCase());
  if (next === account) return;
  account = next;
  await loadWaitingChanges();
}

async function store(next: WaitingChange[]): Promise<void> {
  const owner = await sessionOwner();
  publish(next);
  if (owner) await set(RECORD, { owner, account, changes: next } satisfies Record_, changesStore());
}

/** Exit: the changes that wait go with the session (the user was asked first). */
export async function forgetWaitingChanges(): Promise<void> {
  loadedFor = null;
  account = null;
  publish([]);
  await clear(changesStore());
}

/**
 * The server ended the session: the changes stay on the device for the same account's next session
 * (loadWaitingChanges), out of this tab's memory meanwhile. Returns how many wait there: those of a
 * tab closed earlier count too, read from the device rather than from this tab's memory.
 */
export async function setWaitingChangesAside(): Promise<number> {
  loadedFor = null;
  account = null;
  publish([]);
  const saved = await get<Record_>(RECORD, changesStore());
  return saved?.changes.length ?? 0;
}

export type NewChange<Name extends EndpointName> = {
  endpoint: Name;
  input: CallInput<Name>;
  subject: string;
  itemId?: string | null;
  createsId?: string | null;
};

export type SendOutcome<Name extends EndpointName> =
  { queued: false; answer: EndpointSuccess<ContractOf<Name>> } | { queued: true };

/**
 * Sends a change now, or queues it: when offline, when the server could not be reached, and when
 * changes made earlier still wait (they go first). A refusal by the server is thrown, as by api.call.
 */
export async function sendOrQueue<Name extends EndpointName>(
  change: NewChange<Name>,
): Promise<SendOutcome<Name>> {
  await loadWaitingChanges();
  const key = crypto.randomUUID();
  if (!isOffline() && changes.length === 0) {
    try {
      const answer = await api.callStored(key, change.endpoint, change.input as StoredInput);
      return { queued: false, answer: answer as EndpointSuccess<ContractOf<Name>> };
    } catch (error) {
      if (!isNetworkFailure(error)) throw error;
    }
  }
  const waiting: WaitingChange = {
    key,
    endpoint: change.endpoint,
    input: change.input as StoredInput,
    subject: change.subject,
    itemId: change.itemId ?? null,
    createsId: change.createsId ?? null,
  };
  await store([...changes, waiting]);
  return { queued: true };
}

/** An add, sent or queued: queued, the item is shown at once under the temporary id its change carries. */
export async function addOrQueue<Name extends EndpointName, Item>(
  change: Omit<NewChange<Name>, 'itemId' | 'createsId'>,
  shown: { fromAnswer: (answer: EndpointSuccess<ContractOf<Name>>) => Item; waiting: (id: string) => Item },
): Promise<Item> {
  const id = crypto.randomUUID();
  const outcome = await sendOrQueue({ ...change, itemId: id, createsId: id });
  return outcome.queued ? shown.waiting(id) : shown.fromAnswer(outcome.answer);
}

/** The deletes whose query names the item and the version it was seen at. */
type DeleteByVersion = {
  [Name in EndpointName]: CallInput<Name> extends { query: { id: string; version?: string } } ? Name : never;
}[EndpointName];

/** A delete, sent or queued: the item leaves the page at once either way. */
export async function deleteOrQueue(
  endpoint: DeleteByVersion,
  { id, version }: { id: string; version: number },
  subject: string,
): Promise<void> {
  const input = { query: { id, version: String(version) } } as CallInput<DeleteByVersion>;
  await sendOrQueue({ endpoint, input, subject, itemId: id });
}

type Json = unknown;

/** Every `{ id, version }` pair in a body or an answer (a list and its moves, an item). */
function versionsIn(value: Json, found = new Map<string, number>()): Map<string, number> {
  if (Array.isArray(value)) for (const item of value) versionsIn(item, found);
  else if (value && typeof value === 'object') {
    const { id, version } = value as { id?: unknown; version?: unknown };
    // A query sends its version as text.
    const number = typeof version === 'string' && /^\d+$/.test(version) ? Number(version) : version;
    if (typeof id === 'string' && typeof number === 'number') found.set(id, number);
    for (const inner of Object.values(value))
      if (inner && typeof inner === 'object') versionsIn(inner, found);
  }
  return found;
}

/**
 * The input with what the server answered since: a new item's id for its temporary one, and, where
 * an earlier change moved an item from the version this one was made against, its version now.
 */
function updated(
  value: Json,
  ids: Map<string, string>,
  versions: Map<string, { from: number; to: number }>,
): Json {
  if (typeof value === 'string') return ids.get(value) ?? value;
  if (Array.isArray(value)) return value.map((item) => updated(item, ids, versions));
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value).map(([name, inner]) => [name, updated(inner, ids, versions)]);
  const result = Object.fromEntries(entries) as { id?: unknown; version?: unknown };
  const moved = typeof result.id === 'string' ? versions.get(result.id) : undefined;
  if (moved && (result.version === moved.from || result.version === String(moved.from)))
    result.version = typeof result.version === 'string' ? String(moved.to) : moved.to;
  return result;
}

export type Verdict = 'discard' | 'retry' | { againstVersion: number };

/**
 * Sends the waiting changes in order. `decide` is asked about a refusal (a companion's newer change,
 * a role taken away, an item gone): drop the change, send it again as it is, or send it against the
 * version the refusal showed. Stops, keeping the rest, when the server cannot be reached or fails.
 * Returns whether the queue was emptied by this call: false when nothing waited, or some still waits.
 */
export async function sendWaitingChanges(
  decide: (refused: RefusedChange) => Promise<Verdict>,
): Promise<boolean> {
  await loadWaitingChanges();
  if (changes.length === 0) return false;
  while (changes.length > 0) {
    const [change, ...rest] = changes;
    if (!change) break;
    try {
      const { data } = await api.callStored(change.key, change.endpoint, change.input);
      const ids = new Map<string, string>();
      const versions = new Map<string, { from: number; to: number }>();
      const sent = versionsIn(change.input);
      for (const [id, version] of versionsIn(data)) {
        const from = change.createsId && !sent.has(id) ? WAITING_VERSION : sent.get(id);
        if (from !== undefined) versions.set(id, { from, to: version });
      }
      const created = (data as { id?: unknown } | undefined)?.id;
      if (change.createsId && typeof created === 'string') ids.set(change.createsId, created);
      await store(
        rest.map((later) => ({ ...later, input: updated(later.input, ids, versions) as StoredInput })),
      );
    } catch (error) {
      if (!(error instanceof ApiRequestError) || error.status === 0 || error.status >= 500) return false;
      // The session is over, not the change: it waits for the account's next session (loadWaitingChanges).
      if (error.status === 401) throw error;
      const verdict = await decide({ change, error });
      if (verdict === 'discard') await store(rest);
      else if (verdict !== 'retry') {
        // The user keeps their line of changes: the later ones made against the same version follow.
        const kept = new Map<string, { from: number; to: number }>();
        for (const [id, version] of versionsIn(change.input))
          kept.set(id, { from: version, to: verdict.againstVersion });
        const again = {
          ...change,
          key: crypto.randomUUID(),
          input: withVersion(change.input, verdict.againstVersion),
        };
        await store([
          again,
          ...rest.map((later) => ({ ...later, input: updated(later.input, new Map(), kept) as StoredInput })),
        ]);
      }
    }
  }
  return true;
}

/** The change's input sent against another version of its item: the body's or the query's `version`. */
function withVersion(input: StoredInput, version: number): StoredInput {
  const body = input.body as { version?: unknown } | undefined;
  if (body && typeof body === 'object' && !Array.isArray(body) && 'version' in body)
    return { ...input, body: { ...body, version } };
  if (input.query && 'version' in input.query)
    return { ...input, query: { ...input.query, version: String(version) } };
  return input;
}
