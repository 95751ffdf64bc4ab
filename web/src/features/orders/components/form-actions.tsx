/** A customer form's send button (disabled while `busy`) and Cancel link-button. */
export function FormActions({ busy, label, busyLabel = label, onCancel }: { busy: boolean; label: string; busyLabel?: string; onCancel: () => void }) {
  return (
    <div className="notification-detail__actions">
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        {busy ? busyLabel : label}
      </button>
      <button type="button" className="link-button" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
