import { useId } from 'react';

/**
 * A 1–5 star choice as a native radio group: arrow keys move between stars, each star is labelled
 * "n stars" for screen readers, and the stars up to the choice light up.
 */
export function StarInput({ value, onChange, legend = 'Your rating' }: { value: number; onChange: (rating: number) => void; legend?: string }) {
  const name = useId();
  return (
    <fieldset className="star-input">
      <legend>{legend}</legend>
      <div className="star-input__stars">
        {[1, 2, 3, 4, 5].map((rating) => (
          <label key={rating} className={rating <= value ? 'star-input__star star-input__star--on' : 'star-input__star'}>
            <input type="radio" className="visually-hidden" name={name} value={rating} checked={value === rating} onChange={() => onChange(rating)} />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">
              {rating} {rating === 1 ? 'star' : 'stars'}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
