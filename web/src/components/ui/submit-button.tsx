/** A form's primary submit button: disabled and aria-busy while `busy`, saying `busyLabel` meanwhile. */
export function SubmitButton({ busy, label, busyLabel = label, small = false }: { busy: boolean; label: string; busyLabel?: string; small?: boolean }) {
  return (
    <button type="submit" className={small ? 'button button--primary button--small' : 'button button--primary'} disabled={busy} aria-busy={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}
