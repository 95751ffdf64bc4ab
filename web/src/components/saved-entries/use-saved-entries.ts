import { useRef } from 'react';
import { toast } from '../toast/toast-store';
import { errorMessage } from '../../lib/api-client';
import { useSession, type AuthedPost } from '../../lib/auth/session';

/** The three API operations and the toasts of a saved list (delivery details or measurement sets). */
export interface SavedEntryApi<Values> {
  add: (post: AuthedPost, values: Values, idempotencyKey: string) => Promise<unknown>;
  update: (post: AuthedPost, id: string, values: Values) => Promise<unknown>;
  remove: (post: AuthedPost, id: string) => Promise<unknown>;
  messages: { added: string; updated: string; deleted: string };
}

/**
 * Add, edit and delete for a customer's saved entries. Adds carry an Idempotency-Key that changes only
 * after a success, so a retried add never creates a second entry. `onChanged` refetches the owner's data;
 * `onDone` returns the view to its list.
 */
export function useSavedEntries<Values>(api: SavedEntryApi<Values>, onChanged: () => void, onDone: () => void) {
  const session = useSession();
  const idempotencyKey = useRef(crypto.randomUUID());

  async function save(values: Values, id?: string): Promise<void> {
    try {
      if (id) {
        await api.update(session.authedPost, id, values);
        toast.success(api.messages.updated);
      } else {
        await api.add(session.authedPost, values, idempotencyKey.current);
        idempotencyKey.current = crypto.randomUUID();
        toast.success(api.messages.added);
      }
      onChanged();
      onDone();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  async function remove(id: string): Promise<void> {
    try {
      await api.remove(session.authedPost, id);
      toast.success(api.messages.deleted);
      onChanged();
    } catch (error) {
      toast.error(errorMessage(error));
    }
    onDone();
  }

  return { save, remove };
}
