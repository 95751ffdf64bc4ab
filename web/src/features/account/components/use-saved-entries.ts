import { useRef } from 'react';
import { toast } from '../../../components/toast/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';

/** The three routes and the body key of a saved list (addresses or measurement sets). */
export interface SavedEntryApi {
  add: string;
  update: string;
  remove: string;
  bodyKey: 'deliveryDetails' | 'measurements';
  messages: { added: string; updated: string; deleted: string };
}

/**
 * Add, edit and delete for a customer's saved entries. Adds carry an Idempotency-Key that changes only
 * after a success, so a retried add never creates a second entry. `onChanged` refetches the owner's data;
 * `onDone` returns the view to its list.
 */
export function useSavedEntries<Values>(api: SavedEntryApi, onChanged: () => void, onDone: () => void) {
  const session = useSession();
  const idempotencyKey = useRef(crypto.randomUUID());

  async function save(values: Values, id?: string): Promise<void> {
    try {
      if (id) {
        await session.authedPost(api.update, { id, [api.bodyKey]: values });
        toast.success(api.messages.updated);
      } else {
        await session.authedPost(api.add, { [api.bodyKey]: values }, { 'Idempotency-Key': idempotencyKey.current });
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
      await session.authedPost(api.remove, { id });
      toast.success(api.messages.deleted);
      onChanged();
    } catch (error) {
      toast.error(errorMessage(error));
    }
    onDone();
  }

  return { save, remove };
}
