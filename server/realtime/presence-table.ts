// Who has which form open, in this process's memory. Every process hears every heartbeat (events.ts), so
// every process holds the same table; an entry is gone after PRESENCE_TTL_MS without a heartbeat.
// A client id belongs to the user whose heartbeat created its entry, for as long as the entry lives: another
// user's heartbeat or leave for it changes nothing (the routes refuse those with 409 before they get here;
// the table refuses them too, for a heartbeat that raced one on another process).
import type { PresenceUser } from './events';

export const PRESENCE_TTL_MS = 30_000;
/** How often a builder says it is still there (documented for clients; the server only counts silence). */
export const HEARTBEAT_INTERVAL_MS = 10_000;

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

export class PresenceTable {
  private readonly forms = new Map<string, Map<string, Slot>>();

  /**
   * Records a heartbeat; true when what others see changed (a new client or another selected field). A
   * heartbeat for a client id another user's live entry holds changes nothing (false).
   */
  beat(key: string, clientId: string, user: PresenceUser, selected: string | null, at: number): boolean {
    let clients = this.forms.get(key);
    if (!clients) {
      clients = new Map();
      this.forms.set(key, clients);
    }
    const before = clients.get(clientId);
    if (before && before.user.id !== user.id) return false;
    clients.set(clientId, { user, selected, at: Math.max(at, before?.at ?? at) });
    return !before || before.selected !== selected || before.user.name !== user.name;
  }

  /** The user whose live entry holds this client id on the form (the caller sweeps first); undefined when none. */
  owner(key: string, clientId: string): string | undefined {
    return this.forms.get(key)?.get(clientId)?.user.id;
  }

  /**
   * True when the client was there and is now gone. With `userId`, only that user's entry is removed;
   * another user's entry under the same client id stays. (A leave without a user, from an older process
   * on the bus, removes the entry whoever holds it, as before.)
   */
  leave(key: string, clientId: string, userId?: string): boolean {
    const clients = this.forms.get(key);
    const slot = clients?.get(clientId);
    if (!clients || !slot) return false;
    if (userId !== undefined && slot.user.id !== userId) return false;
    clients.delete(clientId);
    if (clients.size === 0) this.forms.delete(key);
    return true;
  }

  /** Drops silent clients; the keys of the forms whose presence changed. */
  expire(now: number): string[] {
    const changed: string[] = [];
    for (const [key, clients] of this.forms) {
      let dropped = false;
      for (const [clientId, slot] of clients) {
        if (now - slot.at > PRESENCE_TTL_MS) {
          clients.delete(clientId);
          dropped = true;
        }
      }
      if (clients.size === 0) this.forms.delete(key);
      if (dropped) changed.push(key);
    }
    return changed;
  }

  list(key: string): PresenceEntry[] {
    const clients = this.forms.get(key);
    if (!clients) return [];
    return [...clients]
      .map(([clientId, slot]) => ({
        client_id: clientId,
        user_id: slot.user.id,
        user_name: slot.user.name,
        user_email: slot.user.email,
        selected_field_id: slot.selected,
        last_seen: new Date(slot.at).toISOString(),
      }))
      .sort((a, b) => a.user_name.localeCompare(b.user_name) || a.client_id.localeCompare(b.client_id));
  }
}
