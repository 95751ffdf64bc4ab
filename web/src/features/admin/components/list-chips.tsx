export interface Chip<V> {
  label: string;
  value: V;
}

/** `value` with its first letter upper-cased: a chip's label from a lower-case domain word. */
export function capitalised(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** An "All" chip followed by one chip per value. */
export function chipsWithAll<V extends string>(values: readonly V[], label: (value: V) => string = capitalised): Chip<V | undefined>[] {
  return [{ label: 'All', value: undefined }, ...values.map((value) => ({ label: label(value), value }))];
}

interface ListChipsProps<V> {
  legend: string;
  chips: readonly Chip<V>[];
  value: V;
  onChange: (value: V) => void;
}

/** A list's filter chips: toggle buttons, the chosen one pressed. */
export function ListChips<V>({ legend, chips, value, onChange }: ListChipsProps<V>) {
  return (
    <fieldset className="admin-chips">
      <legend>{legend}</legend>
      {chips.map((chip) => (
        <button key={chip.label} type="button" className="admin-chip" aria-pressed={value === chip.value} onClick={() => onChange(chip.value)}>
          {chip.label}
        </button>
      ))}
    </fieldset>
  );
}
