import { useRef, useState, type Ref } from 'react';

interface ReasonFieldProps {
  /** The textarea's id; its problem is `{id}-problem`, read with it. */
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem?: string | undefined;
  rows?: number;
  maxLength?: number;
  fieldRef?: Ref<HTMLTextAreaElement>;
}

/** A labelled free-text field of a back-office dialog (a reason, a note to the customer) with its problem announced. */
export function ReasonField({ id, label, value, onChange, problem, rows = 3, maxLength, fieldRef }: ReasonFieldProps) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        ref={fieldRef}
        rows={rows}
        maxLength={maxLength}
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {problem ? (
        <p id={`${id}-problem`} className="admin-field-error" role="alert">
          {problem}
        </p>
      ) : null}
    </>
  );
}

/**
 * A reason the customer will read, required: its text, its problem and `take()`, which gives the trimmed reason,
 * or, when there is none, shows the problem, puts the focus on the field and gives `undefined`.
 */
export function useRequiredReason() {
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState('');
  const take = (): string | undefined => {
    const reason = value.trim();
    if (reason) return reason;
    setProblem('Please give the reason the customer will read');
    fieldRef.current?.focus();
    return undefined;
  };
  return { fieldRef, value, onChange: setValue, problem, take };
}
