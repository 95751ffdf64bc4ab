import type { FormEvent, ReactNode } from 'react';
import { Dialog } from '../../../components/dialog/dialog';
import { invalidateCatalogue } from '../api/admin-keys';
import { DialogActions } from './admin-list-parts';
import { useToastedWrite } from '../../../components/toast/use-toasted-write';

/** A catalogue overlay's save: the server's message as a toast, every catalogue list refreshed (SPEC §7), the overlay closed. */
export function useCatalogueSave(onClose: () => void) {
  const { busy, run } = useToastedWrite();
  const save = (write: () => Promise<string>) =>
    run(write, () => {
      invalidateCatalogue();
      onClose();
    });
  return { busy, save };
}

interface AdminFormDialogProps {
  titleId: string;
  title: string;
  saveLabel: string;
  busy: boolean;
  onSubmit: (event: FormEvent) => Promise<void>;
  onClose: () => void;
  children: ReactNode;
}

/** The add/edit overlay: checks are the caller's, so the form opts out of the browser's own. */
export function AdminFormDialog({ titleId, title, saveLabel, busy, onSubmit, onClose, children }: AdminFormDialogProps) {
  return (
    <Dialog labelledBy={titleId} onClose={onClose} variant="panel">
      <form className="admin-dialog" noValidate onSubmit={(event) => void onSubmit(event)}>
        <h2 id={titleId}>{title}</h2>
        {children}
        <DialogActions busy={busy} saveLabel={saveLabel} onClose={onClose} />
      </form>
    </Dialog>
  );
}
