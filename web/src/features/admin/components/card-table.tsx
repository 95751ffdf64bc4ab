import type { ReactNode } from 'react';

export interface CardColumn<T> {
  label: string;
  cell: (row: T, index: number) => ReactNode;
  className?: string;
}

interface CardTableProps<T> {
  caption: string;
  columns: readonly (CardColumn<T> | false)[];
  rows: readonly T[];
  rowKey: (row: T) => string;
}

/** A back-office table; on phones each row reads as a card, its cells labelled from `data-label`. */
export function CardTable<T>({ caption, columns, rows, rowKey }: CardTableProps<T>) {
  const shown = columns.filter((column): column is CardColumn<T> => column !== false);
  return (
    <table className="admin-table admin-table--cards">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {shown.map((column) => (
            <th key={column.label} scope="col">
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={rowKey(row)}>
            {shown.map((column) => (
              <td key={column.label} data-label={column.label} className={column.className}>
                {column.cell(row, index)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The S/N column: rows numbered on from `first`. */
export function serialColumn<T>(first: number): CardColumn<T> {
  return { label: 'S/N', cell: (_row, index) => first + index };
}
