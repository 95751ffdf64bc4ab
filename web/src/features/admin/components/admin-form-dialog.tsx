import type { FormEvent, ReactNode } from 'react';
import { Dialog } from '../../../components/dialog/dialog';
import { PageHeading, useDocumentTitle } from '../../../components/ui/page-heading';
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
function AdminFormDialog({ titleId, title, saveLabel, busy, onSubmit, onClose, children }: AdminFormDialogProps) {
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

/** The same form as a page of its own (a deep link): the title is the page's heading, Cancel goes back to the list. */
function AdminFormPage({ title, saveLabel, busy, onSubmit, onClose, children }: Omit<AdminFormDialogProps, 'titleId'>) {
  useDocumentTitle(`Admin: ${title.toLowerCase()}`);
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <form className="admin-dialog admin-form-page" aria-label={title} noValidate onSubmit={(event) => void onSubmit(event)}>
        {children}
        <DialogActions busy={busy} saveLabel={saveLabel} onClose={onClose} />
      </form>
    </>
  );
}

/** A catalogue add/edit form, shared by the list's overlay and the deep-linked page (`asPage`). */
export function AdminForm({ asPage, ...props }: AdminFormDialogProps & { asPage: boolean }) {
  return asPage ? <AdminFormPage {...props} /> : <AdminFormDialog {...props} />;
}
