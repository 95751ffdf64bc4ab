/** A status (transaction, delivery, subscription, subaccount) as a coloured label (the word carries the meaning, not the colour). */
export function StatusBadge({ status }: { status: string }) {
  return <span className={`dash-badge dash-badge--${status.replace(/[^a-z_]/g, '')}`}>{status.replace(/_/g, ' ')}</span>;
}
