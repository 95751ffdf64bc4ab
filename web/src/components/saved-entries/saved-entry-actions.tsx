import type { MouseEvent, ReactNode } from 'react';
import { FormActions } from '../ui/form-actions';
import './saved-entries.css';

interface SavedEntryActionsProps {
  /** The entry's id: the Edit and Delete buttons carry it as their `data-focus-key`, so focus can come back to them. */
  id: string;
  /** What the visually hidden text after Edit and Delete names, e.g. `address 12 Allen Avenue`. */
  entryName: ReactNode;
  /** Shown only when the owner lets the customer pick an entry (the cart page). */
  onSelect?: (() => void) | undefined;
  onEdit: (event: MouseEvent<HTMLButtonElement>) => void;
  onDelete: (event: MouseEvent<HTMLButtonElement>) => void;
}

/** Select, Edit and Delete of one saved entry (SPEC §2), alike for delivery details and measurements. */
export function SavedEntryActions({ id, entryName, onSelect, onEdit, onDelete }: SavedEntryActionsProps) {
  return (
    <div className="picker__actions">
      {onSelect ? (
        <button type="button" className="button button--small button--primary" onClick={onSelect}>
          Select
        </button>
      ) : null}
      <button type="button" className="button button--small button--outline" data-focus-key={`edit-${id}`} onClick={onEdit}>
        Edit <span className="visually-hidden">{entryName}</span>
      </button>
      <button type="button" className="button button--small button--outline" data-focus-key={`delete-${id}`} onClick={onDelete}>
        Delete <span className="visually-hidden">{entryName}</span>
      </button>
    </div>
  );
}

/** The list's add button; focus comes back to it (`data-focus-key="add"`) when the entry that had it is gone. */
export function AddEntryButton({ label, onClick }: { label: string; onClick: (event: MouseEvent<HTMLButtonElement>) => void }) {
  return (
    <button type="button" className="button button--primary" data-focus-key="add" onClick={onClick}>
      {label}
    </button>
  );
}

/** Confirm and Cancel under an add/edit form. */
export function EntryFormActions({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  return <FormActions className="account-form__actions" busy={busy} label="Confirm" onCancel={onCancel} />;
}
