// Who has which form open, in this process's memory. Every process hears every heartbeat (events.ts), so
// every process holds the same table; an entry is gone after PRESENCE_TTL_MS without a heartbeat.
// A client id belongs to the user whose heartbeat created its entry, for as long as the entry lives: another
// user's heartbeat or leave for it changes nothing (the routes refuse those with 409 before they get here;
// the table refuses them too, for a heartbeat that raced one on another process).
import type { PresenceUser } from './events';

export const PRESENCE_TTL_MS = 30_000;
/** How often a builder says it is still there (documented for clients; the server only counts silence). */
export const HEARTBEAT_INTERVAL_MS = 10_000;
/**
 * The client ids one user holds on one form at a time (a builder per browser tab). Without a cap one member
 * posting fresh ids grows the list every heartbeat answers and every stream is sent without bound; with
 * it the list is bounded by the form's members. A new id beyond the cap replaces the user's least
 * recently seen one.
 */
export const MAX_CLIENTS_PER_USER = 5;

export interface PresenceEntry {
  client_id: string;
  user_id: string;
  user_name: string;
  user_email: string;
  selected_field_id: string | null;
  last_seen: string;
}

interface Slot {
  user: PresenceUser;
  selected: string | null;
  at: number;
}

export function formKey(tenantId: string, formId: string): string {
  return `${tenantId}\u0000${formId}`;
}

interface FormPresence {
  clients: Map<string, Slot>;
  /**
   * The client ids in list order (user name, then client id), or null once who is listed or a name changed:
   * sorted again by the next list, not by every heartbeat (which only moves last_seen).
   */
  order: string[] | null;
}

export class PresenceTable {
  private readonly forms = new Map<string, FormPresence>();

  /**
   * Records a heartbeat; true when what others see changed (a new client or another selected field). A
   * heartbeat for a client id another user's live entry holds changes nothing (false). A user's new client
   * id beyond MAX_CLIENTS_PER_USER replaces that user's least recently seen one.
   */
  beat(key: string, clientId: string, user: PresenceUser, selected: string | null, at: number): boolean {
    let form = this.forms.get(key);
    if (!form) {
      form = { clients: new Map(), order: null };
      this.forms.set(key, form);
    }
    const { clients } = form;
    const before = clients.get(clientId);
    if (before && before.user.id !== user.id) return false;
    if (!before) this.makeRoom(clients, user.id);
    clients.set(clientId, { user, selected, at: Math.max(at, before?.at ?? at) });
    if (!before || before.user.name !== user.name) form.order = null;
    return !before || before.selected !== selected || before.user.name !== user.name;
  }

  /** Drops the user's least recently seen clients until a new one fits under MAX_CLIENTS_PER_USER. */
  private makeRoom(clients: Map<string, Slot>, userId: string): void {
    const own = [...clients].filter(([, slot]) => slot.user.id === userId);
    if (own.length < MAX_CLIENTS_PER_USER) return;
    own.sort(([, a], [, b]) => a.at - b.at);
    for (const [clientId] of own.slice(0, own.length - MAX_CLIENTS_PER_USER + 1)) clients.delete(clientId);
  }

  /** The user whose live entry holds this client id on the form (the caller sweeps first); undefined when none. */
  owner(key: string, clientId: string): string | undefined {
    return this.forms.get(key)?.clients.get(clientId)?.user.id;
  }

  /**
   * True when the client was there and is now gone. With `userId`, only that user's entry is removed;
   * another user's entry under the same client id stays. (A leave without a user, from an older process
   * on the bus, removes the entry whoever holds it, as before.)
   */
  leave(key: string, clientId: string, userId?: string): boolean {
    const form = this.forms.get(key);
    const slot = form?.clients.get(clientId);
    if (!form || !slot) return false;
    if (userId !== undefined && slot.user.id !== userId) return false;
    form.clients.delete(clientId);
    form.order = null;
    if (form.clients.size === 0) this.forms.delete(key);
    return true;
  }

  /** Drops silent clients; the keys of the forms whose presence changed. */
  expire(now: number): string[] {
    const changed: string[] = [];
    for (const [key, form] of this.forms) {
      let dropped = false;
      for (const [clientId, slot] of form.clients) {
        if (now - slot.at > PRESENCE_TTL_MS) {
          form.clients.delete(clientId);
          dropped = true;
        }
      }
      if (form.clients.size === 0) this.forms.delete(key);
      if (dropped) {
        form.order = null;
        changed.push(key);
      }
    }
    return changed;
  }

  list(key: string): PresenceEntry[] {
    const form = this.forms.get(key);
    if (!form) return [];
    const { clients } = form;
    form.order ??= [...clients]
      .sort(([aId, a], [bId, b]) => a.user.name.localeCompare(b.user.name) || aId.localeCompare(bId))
      .map(([clientId]) => clientId);
    return form.order.flatMap((clientId) => {
      const slot = clients.get(clientId);
      return slot
        ? [
            {
              client_id: clientId,
              user_id: slot.user.id,
              user_name: slot.user.name,
              user_email: slot.user.email,
              selected_field_id: slot.selected,
              last_seen: new Date(slot.at).toISOString(),
            },
          ]
        : [];
    });
  }
}
