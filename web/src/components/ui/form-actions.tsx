import { SubmitButton } from './submit-button';

/**
 * A form's submit button (disabled and aria-busy while `busy`) and its Cancel, in the row class of the form's
 * layout; Cancel looks like an outline button unless the layout asks otherwise.
 */
export function FormActions({
  busy,
  label,
  busyLabel,
  onCancel,
  className,
  cancelClassName = 'button button--outline',
}: {
  busy: boolean;
  label: string;
  busyLabel?: string;
  onCancel: () => void;
  className: string;
  cancelClassName?: string;
}) {
  return (
    <div className={className}>
      <SubmitButton busy={busy} label={label} busyLabel={busyLabel} />
      <button type="button" className={cancelClassName} onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
