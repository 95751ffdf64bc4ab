import { useId, useState, type FormEvent } from 'react';
import { maxReviewText, maxReviewTitle } from '@functions/shop/review/contract';
import { useToastedWrite } from '../../../components/toast/use-toasted-write';
import { useSession } from '../../../lib/auth/session';
import { invalidate } from '../../../lib/use-query';
import { addReview } from '../api/add-review';
import { myReviewsKey } from '../api/fetch-my-reviews';
import { FormActions } from '../../../components/ui/form-actions';
import { StarInput } from './star-input';

/** "Write a review" for one product of a paid order: stars, a title and the text; the server checks the purchase. */
export function ReviewForm({ orderID, productId, productTitle, onDone }: { orderID: string; productId: string; productTitle: string; onDone: () => void }) {
  const session = useSession();
  const id = useId();
  const [rating, setRating] = useState(0);
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');
  const { busy, run } = useToastedWrite();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (rating < 1) {
      setProblem('Please choose a rating from 1 to 5 stars');
      return;
    }
    setProblem('');
    await run(
      async () => (await addReview(session.authedPost, { orderID, productId, rating, title, text })).message || 'Thank you for your review',
      () => {
        invalidate(myReviewsKey(orderID));
        onDone();
      },
      setProblem,
    );
  }

  return (
    <form className="review-form" onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`} noValidate>
      <h3 id={`${id}-title`}>Review {productTitle}</h3>
      <StarInput value={rating} onChange={setRating} />
      <label htmlFor={`${id}-heading`}>Title</label>
      <input id={`${id}-heading`} value={title} maxLength={maxReviewTitle} onChange={(event) => setTitle(event.target.value)} />
      <label htmlFor={`${id}-text`}>Your review</label>
      <textarea id={`${id}-text`} rows={4} value={text} maxLength={maxReviewText} onChange={(event) => setText(event.target.value)} />
      <p className="review-form__problem" role="alert">
        {problem}
      </p>
      <FormActions className="notification-detail__actions" cancelClassName="link-button" busy={busy} label="Send review" busyLabel="Sending…" onCancel={onDone} />
    </form>
  );
}
