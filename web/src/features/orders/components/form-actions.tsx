import { SubmitButton } from '../../../components/ui/submit-button';

/** A customer form's send button (disabled while `busy`) and Cancel link-button. */
export function FormActions({ busy, label, busyLabel, onCancel }: { busy: boolean; label: string; busyLabel?: string; onCancel: () => void }) {
  return (
    <div className="notification-detail__actions">
      <SubmitButton busy={busy} label={label} busyLabel={busyLabel} />
      <button type="button" className="link-button" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
