import { useId, useRef, useState } from 'react';
import type { SavedCard } from '@functions/shop/saved-card/contract';
import { Dialog } from '../../../components/dialog/dialog';
import { useSavedCards } from '../../../components/saved-cards/api/fetch-saved-cards';
import { cardExpiry, cardName } from '../../../components/saved-cards/card-label';
import { toast } from '../../../components/toast/toast-store';
import { ErrorState, LoadingNote } from '../../../components/ui/status';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';
import { removeSavedCard } from '../api/remove-saved-card';

/** Asks before a card is forgotten; focus starts on "Keep card", so Enter or Escape does no harm. */
function RemoveCardDialog({ card, onClose }: { card: SavedCard; onClose: () => void }) {
  const { authedPost } = useSession();
  const id = useId();
  const keep = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);

  async function remove() {
    setBusy(true);
    try {
      toast.success(await removeSavedCard(authedPost, card.cardId));
      onClose();
    } catch (error) {
      toast.error(errorMessage(error));
      setBusy(false);
    }
  }

  return (
    <Dialog labelledBy={`${id}-title`} describedBy={`${id}-text`} role="alertdialog" onClose={onClose} variant="panel" initialFocus={keep}>
      <div className="confirm-dialog">
        <h2 id={`${id}-title`}>Remove {cardName(card)}?</h2>
        <p id={`${id}-text`}>The card can no longer be used to pay with one tap. To use it again, pay with it on the payment page and save it.</p>
        <div className="confirm-dialog__actions">
          <button type="button" className="button button--primary" disabled={busy} aria-busy={busy} onClick={() => void remove()}>
            {busy ? 'Removing…' : 'Remove card'}
          </button>
          <button type="button" ref={keep} className="button button--outline" onClick={onClose}>
            Keep card
          </button>
        </div>
      </div>
    </Dialog>
  );
}

/** The cards Pay saved for the customer (brand, last four, expiry), each removable after a confirmation. */
export function SavedCardsSection() {
  const cards = useSavedCards();
  const [removing, setRemoving] = useState<SavedCard>();
  return (
    <section className="account-block" aria-labelledby="saved-cards-title">
      <h3 id="saved-cards-title">Saved payment methods</h3>
      <p>Cards you chose to save when paying. Use one to pay an unpaid order with one tap from the order&apos;s page.</p>
      {cards.status === 'loading' ? <LoadingNote>Loading your saved cards…</LoadingNote> : null}
      {cards.status === 'error' ? <ErrorState message={errorMessage(cards.error)} onRetry={cards.retry} title="Your saved cards could not be loaded" /> : null}
      {cards.status === 'success' && cards.data.length === 0 ? <p>No saved cards yet. A card you pay an order with is kept here for next time.</p> : null}
      {cards.status === 'success' && cards.data.length > 0 ? (
        <ul className="saved-cards">
          {cards.data.map((card) => (
            <li key={card.cardId} className="saved-cards__card">
              <span>
                <strong>{cardName(card)}</strong>
                <span className="saved-cards__meta">
                  {cardExpiry(card)}
                  {card.bank ? ` · ${card.bank}` : ''}
                </span>
              </span>
              <button type="button" className="button button--outline button--small" onClick={() => setRemoving(card)}>
                Remove <span className="visually-hidden">{cardName(card)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {removing ? <RemoveCardDialog card={removing} onClose={() => setRemoving(undefined)} /> : null}
    </section>
  );
}
