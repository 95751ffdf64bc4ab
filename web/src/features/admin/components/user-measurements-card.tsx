import { useId, useState } from 'react';
import { measureLabels, measureNames, type Measurements } from '@functions/shop/measurement/contract';
import { Dialog } from '../../../components/dialog/dialog';
import { MeasurementForm } from '../../../components/saved-entries/measurement-form';
import { toast } from '../../../components/toast/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';
import { deleteUserMeasurements } from '../api/delete-user-measurements';
import { invalidateUsers } from '../api/fetch-all-users';
import { updateUserMeasurements } from '../api/update-user-measurements';
import { ConfirmDialog } from './confirm-dialog';
import { RowActions } from './admin-list-parts';

/** The edit dialog: the customer's own measurement form, sent for this user. */
function EditMeasurementDialog({ userId, set, onClose }: { userId: string; set: Measurements; onClose: () => void }) {
  const { authedPost } = useSession();
  const titleId = useId();
  const save = async (values: Record<string, string | number>) => {
    try {
      const { name, ...measures } = values;
      toast.success(await updateUserMeasurements(authedPost, { userId, id: set.id, measurements: { ...measures, name: String(name) } }));
      invalidateUsers();
      onClose();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  return (
    <Dialog labelledBy={titleId} onClose={onClose} variant="panel">
      <div className="admin-dialog">
        <h2 id={titleId}>Edit {set.name}&apos;s measurement</h2>
        <MeasurementForm title="Measurements" initial={set} onSubmit={save} onCancel={onClose} />
      </div>
    </Dialog>
  );
}

/** SPEC's Measurements card: each set titled with its name, with edit (dialog) and delete (confirmation). */
export function UserMeasurementsCard({ userId, measurements }: { userId: string; measurements: Measurements[] }) {
  const { authedPost } = useSession();
  const [editing, setEditing] = useState<Measurements | null>(null);
  const [deleting, setDeleting] = useState<Measurements | null>(null);

  const remove = async (set: Measurements) => {
    try {
      toast.success(await deleteUserMeasurements(authedPost, userId, set.id));
      invalidateUsers();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <section className="admin-card" aria-labelledby="user-measurements-title">
      <h2 id="user-measurements-title">Measurements</h2>
      {measurements.length === 0 ? (
        <p>no measurement available</p>
      ) : (
        <ul>
          {measurements.map((set) => (
            <li key={set.id}>
              <h3>{set.name}</h3>
              <p>
                {measureNames
                  .filter((field) => set[field] !== undefined)
                  .map((field) => `${measureLabels[field]} ${String(set[field])}`)
                  .join(' · ') || 'No measures yet'}
              </p>
              <RowActions name={`${set.name}'s measurement`} onEdit={() => setEditing(set)} onDelete={() => setDeleting(set)} />
            </li>
          ))}
        </ul>
      )}
      {editing ? <EditMeasurementDialog userId={userId} set={editing} onClose={() => setEditing(null)} /> : null}
      {deleting ? (
        <ConfirmDialog
          title={`Delete ${deleting.name}'s measurement?`}
          message="Are you sure you want to delete this measurement?"
          confirmLabel="Delete measurement"
          onConfirm={() => remove(deleting)}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </section>
  );
}
