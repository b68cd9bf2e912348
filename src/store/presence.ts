// Live presence of one builder instance: opens the form's event stream (a fresh single-use ticket per
// connection), says every HEARTBEAT_MS that the form is open and which field is selected (at once when
// the selection changes), and reconnects with back-off when the stream fails. Comment and activity
// events bump counters the collaboration panel watches to reload; activity events also go to listeners
// (the builder announces another member's save). A ticket or heartbeat answered 403 or 404 means this
// user may no longer take part: everything stops ('denied') instead of retrying forever.
import { proxy, ref } from 'valtio/vanilla';
import type { ApiClient } from '../api/client';
import {
  leavePresence,
  openEventsUrl,
  type PresenceEntry,
  readPresence,
  sendHeartbeat,
} from '../api/collaboration';
import { ApiError } from '../api/errors';

export const HEARTBEAT_MS = 10_000;
const SELECTION_DEBOUNCE_MS = 150;
const RECONNECT_STEPS_MS = [1000, 2000, 5000, 10_000, 15_000];

/** 'denied': the server refused this user (no longer a member, or the form is gone); nothing is retried. */
export type PresenceStatus = 'idle' | 'connecting' | 'live' | 'offline' | 'denied';

/** An `activity` event of the form's stream: what happened, who did it, and what it concerns. */
export interface ActivityEvent {
  type: string;
  userId: string | null;
  userName: string | null;
  fieldId: string | null;
  /** The member whose role or membership changed. */
  targetUserId: string | null;
  /** The builder that saved or rolled back (its presence client id), when it said. */
  clientId: string | null;
  /** The form's revision after a save or rollback. */
  revision: number | null;
}

/** Another user on a field, as a card shows them. */
export interface FieldEditor {
  userId: string;
  name: string;
}

export interface PresenceState {
  status: PresenceStatus;
  /** Every open builder of the form, this one included. */
  records: PresenceEntry[];
  /** This builder's user, once the server has listed it. */
  ownUserId: string | null;
  /** Other users by the field they have selected (held by ref: cards read one key each). */
  byField: Record<string, FieldEditor[]>;
  /** Bumped on each comment event of the form. */
  commentsRevision: number;
  /** Bumped on each activity event (members, versions, saves, comments). */
  activityRevision: number;
}

export interface PresenceOptions {
  client: () => ApiClient | null;
  /** The builder's id (BuilderStore.clientId), which its saves carry too; a new one when left out. */
  clientId?: string;
  /** Replaceable in tests. */
  EventSource?: typeof EventSource;
}

export interface PresenceStore {
  readonly state: PresenceState;
  readonly clientId: string;
  /** Starts (or moves to) a form; stops when formId is null. */
  connect(formId: string | null): void;
  setSelectedField(fieldId: string | null): void;
  /** Calls `listener` with each activity event of the connected form; returns the unsubscribe. */
  onActivity(listener: (event: ActivityEvent) => void): () => void;
  dispose(): void;
}

/** A builder's id on the live stream and with its saves (X-Client-Id): 'b-' and 24 hex digits. */
export function newClientId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return `b-${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

function textOf(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function readActivity(data: string): ActivityEvent | null {
  try {
    const value = JSON.parse(data) as Record<string, unknown> | null;
    const type = textOf(value?.type);
    if (!value || !type) return null;
    return {
      type,
      userId: textOf(value.user_id),
      userName: textOf(value.user_name),
      fieldId: textOf(value.field_id),
      targetUserId: textOf(value.target_user_id),
      clientId: textOf(value.client_id),
      revision: typeof value.revision === 'number' ? value.revision : null,
    };
  } catch {
    return null;
  }
}

/** The server no longer lets this user take part in the form (403 not a member, 404 removed or gone). */
function refused(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 403 || error.status === 404);
}

/** Other users per selected field, one entry per user. */
function editorsByField(records: PresenceEntry[], ownUserId: string | null): Record<string, FieldEditor[]> {
  const map: Record<string, FieldEditor[]> = {};
  for (const record of records) {
    const field = record.selected_field_id;
    if (!field || record.user_id === ownUserId) continue;
    const list = map[field] ?? [];
    if (!list.some((editor) => editor.userId === record.user_id)) {
      list.push({ userId: record.user_id, name: record.user_name });
    }
    map[field] = list;
  }
  return map;
}

export function createPresenceStore(options: PresenceOptions): PresenceStore {
  const clientId = options.clientId ?? newClientId();
  const state = proxy<PresenceState>({
    status: 'idle',
    records: [],
    ownUserId: null,
    byField: ref<Record<string, FieldEditor[]>>({}),
    commentsRevision: 0,
    activityRevision: 0,
  });
  let formId: string | null = null;
  let selected: string | null = null;
  let source: EventSource | null = null;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let selectionTimer: ReturnType<typeof setTimeout> | undefined;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  /** Each connection's generation: answers of an old one are ignored. */
  let generation = 0;
  const activityListeners = new Set<(event: ActivityEvent) => void>();

  const showRecords = (records: PresenceEntry[]) => {
    const own = records.find((record) => record.client_id === clientId);
    if (own) state.ownUserId = own.user_id;
    state.records = records;
    const next = editorsByField(records, state.ownUserId);
    // Cards read byField[id]: replace the object only when someone's field changed.
    if (JSON.stringify(next) !== JSON.stringify(state.byField)) state.byField = ref(next);
  };

  const beat = async () => {
    const client = options.client();
    const id = formId;
    if (!client || !id) return;
    const mine = generation;
    try {
      const records = await sendHeartbeat(client, id, clientId, selected);
      if (mine === generation) showRecords(records);
    } catch (error) {
      // Otherwise the stream's error handling reconnects; a missed heartbeat is covered by the next one.
      if (mine === generation && refused(error)) deny();
    }
  };

  const closeSource = () => {
    source?.close();
    source = null;
  };

  const stopTimers = () => {
    clearInterval(heartbeat);
    clearTimeout(reconnectTimer);
    clearTimeout(selectionTimer);
  };

  /** Refused by the server: no more heartbeats, tickets or reconnects for this form. */
  const deny = () => {
    generation += 1;
    stopTimers();
    closeSource();
    state.status = 'denied';
    state.records = [];
    state.byField = ref<Record<string, FieldEditor[]>>({});
  };

  const scheduleReconnect = () => {
    closeSource();
    state.status = 'offline';
    clearTimeout(reconnectTimer);
    const delay = RECONNECT_STEPS_MS[Math.min(failures, RECONNECT_STEPS_MS.length - 1)] ?? 15_000;
    failures += 1;
    reconnectTimer = setTimeout(() => void open(), delay);
  };

  const open = async () => {
    const client = options.client();
    const id = formId;
    if (!client || !id) return;
    const mine = ++generation;
    state.status = 'connecting';
    let url: string;
    try {
      url = await openEventsUrl(client, id, clientId);
    } catch (error) {
      if (mine === generation) {
        if (refused(error)) deny();
        else scheduleReconnect();
      }
      return;
    }
    if (mine !== generation) return;
    const Source = options.EventSource ?? globalThis.EventSource;
    const next = new Source(url);
    source = next;
    next.addEventListener('open', () => {
      failures = 0;
      state.status = 'live';
      void beat();
    });
    next.addEventListener('presence', (event) => {
      const data = JSON.parse((event as MessageEvent<string>).data) as { records?: unknown };
      showRecords(readPresence(data.records));
    });
    next.addEventListener('comment', () => {
      state.commentsRevision += 1;
    });
    next.addEventListener('activity', (event) => {
      state.activityRevision += 1;
      const activity = readActivity((event as MessageEvent<string>).data);
      if (!activity) return;
      for (const listener of [...activityListeners]) listener(activity);
    });
    // The ticket is spent: the browser's own retry would be refused, so a new ticket is fetched instead.
    next.addEventListener('error', () => {
      if (source === next) scheduleReconnect();
    });
  };

  const stop = () => {
    const wasDenied = state.status === 'denied';
    generation += 1;
    stopTimers();
    closeSource();
    const client = options.client();
    if (client && formId && !wasDenied) void leavePresence(client, formId, clientId).catch(() => undefined);
    state.status = 'idle';
    state.records = [];
    state.byField = ref<Record<string, FieldEditor[]>>({});
  };

  return {
    state,
    clientId,
    connect(next) {
      if (next === formId && state.status !== 'idle' && state.status !== 'denied') return;
      if (formId) stop();
      formId = next;
      failures = 0;
      if (!next) return;
      heartbeat = setInterval(() => void beat(), HEARTBEAT_MS);
      void open();
    },
    setSelectedField(fieldId) {
      if (fieldId === selected) return;
      selected = fieldId;
      clearTimeout(selectionTimer);
      if (state.status === 'denied') return;
      selectionTimer = setTimeout(() => void beat(), SELECTION_DEBOUNCE_MS);
    },
    onActivity(listener) {
      activityListeners.add(listener);
      return () => activityListeners.delete(listener);
    },
    dispose() {
      if (formId) stop();
      formId = null;
    },
  };
}
