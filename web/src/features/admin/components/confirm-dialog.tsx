import { useId, useState } from 'react';
import { Dialog } from '../../../components/dialog/dialog';

/** Asks before a delete; the confirm button waits for `onConfirm` and the dialog then closes. */
export function ConfirmDialog({ title, message, confirmLabel, onConfirm, onClose }: { title: string; message: string; confirmLabel: string; onConfirm: () => Promise<void>; onClose: () => void }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <Dialog labelledBy={id} onClose={onClose} variant="panel">
      <div className="admin-dialog">
        <h2 id={id}>{title}</h2>
        <p>{message}</p>
        <div className="admin-dialog__actions">
          <button type="button" className="button button--primary" disabled={busy} aria-busy={busy} onClick={() => void confirm()}>
            {busy ? 'Deleting…' : confirmLabel}
          </button>
          <button type="button" className="button button--outline" onClick={onClose}>
            Cancel
          </button>
        </div>
      </div>
    </Dialog>
  );
}
