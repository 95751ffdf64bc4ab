import * as z from '../../lib/zod';
import { orderIdSchema } from '../order/contract';

// Shapes of the saved-card routes, shared with the browser. Pay's authorization codes never leave the server.

/** A card Pay saved for the signed-in customer, as the account shows it. */
export interface SavedCard {
  /** An opaque id for this card (a hash of Pay's authorization code, which stays on the server). */
  cardId: string;
  brand: string;
  last4: string;
  expMonth: string;
  expYear: string;
  bank: string | null;
}

export const cardIdSchema = /* @__PURE__ */ z.pure(() => z.string({ error: 'Choose a saved card' }).check(z.trim(), z.minLength(1, 'Choose a saved card'), z.maxLength(64, 'The card is not valid')));

/** `POST /user/remove-saved-card` */
export const removeSavedCardBody = /* @__PURE__ */ z.pure(() => z.object({ cardId: cardIdSchema }));
export type RemoveSavedCardBody = z.input<typeof removeSavedCardBody>;

/** `POST /order/pay-with-saved-card` */
export const payWithSavedCardBody = /* @__PURE__ */ z.pure(() => z.object({ orderID: orderIdSchema, cardId: cardIdSchema }));
export type PayWithSavedCardBody = z.input<typeof payWithSavedCardBody>;

/**
 * `data` of `POST /order/pay-with-saved-card`: `paid` (the order is paid), `failed` (the card was declined; the
 * message says why) or `continue` (the card asks for a step only Pay's page can take: pay with Pay now).
 */
export interface SavedCardPayment<O> {
  outcome: 'paid' | 'failed' | 'continue';
  order: O;
}
