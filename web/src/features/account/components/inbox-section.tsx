/** The customer's notifications (none are sent yet). */
export function InboxSection() {
  return (
    <section aria-labelledby="inbox-title">
      <h2 id="inbox-title">Inbox</h2>
      <p>no notification available</p>
    </section>
  );
}
