import type { FormEvent } from 'react';
import type { Category } from '@functions/shop/category/contract';
import { FormActions } from '../../../components/ui/form-actions';

/** Save and Cancel under an add/edit overlay's fields. */
export function DialogActions({ busy, saveLabel, busyLabel = 'Saving…', onClose }: { busy: boolean; saveLabel: string; busyLabel?: string; onClose: () => void }) {
  return <FormActions className="admin-dialog__actions" busy={busy} label={saveLabel} busyLabel={busyLabel} onCancel={onClose} />;
}

/** A table row's Edit and Delete, named after the row for screen readers. */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <span className="admin-actions">
      <button type="button" className="button button--outline button--small" aria-label={`Edit ${name}`} onClick={onEdit}>
        Edit
      </button>
      <button type="button" className="button button--outline button--small" aria-label={`Delete ${name}`} onClick={onDelete}>
        Delete
      </button>
    </span>
  );
}

export function CategoryOptions({ categories }: { categories: readonly Pick<Category, 'id' | 'name'>[] }) {
  return (
    <>
      {categories.map((category) => (
        <option key={category.id} value={category.name}>
          {category.name}
        </option>
      ))}
    </>
  );
}

interface SearchFormProps {
  label: string;
  value: string;
  placeholder: string;
  onChange: (value: string) => void;
  onSubmit: (event: FormEvent) => void;
}

/** A list's search box, sent by its button or Enter. */
export function SearchForm({ label, value, placeholder, onChange, onSubmit }: SearchFormProps) {
  return (
    <form role="search" onSubmit={onSubmit} className="admin-filters">
      <label>
        {label}
        <input type="search" value={value} onChange={(event) => onChange(event.target.value)} placeholder={placeholder} />
      </label>
      <button type="submit" className="button button--primary button--small">
        Search
      </button>
    </form>
  );
}

interface PagerProps {
  label: string;
  page: number;
  nextDisabled: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

export function AdminPager({ label, page, nextDisabled, onPrevious, onNext }: PagerProps) {
  return (
    <nav className="admin-pager" aria-label={label}>
      <button type="button" className="button button--outline button--small" disabled={page <= 1} onClick={onPrevious}>
        Previous page
      </button>
      <span>Page {page}</span>
      <button type="button" className="button button--outline button--small" disabled={nextDisabled} onClick={onNext}>
        Next page
      </button>
    </nav>
  );
}

/** Rows of grey bars while a table loads, with a note for screen readers. */
export function TableSkeleton({ rows, label }: { rows: number; label: string }) {
  return (
    <>
      <p role="status" className="visually-hidden">
        {label}
      </p>
      <div aria-hidden="true">
        {Array.from({ length: rows }, (_, index) => (
          <span key={index} className="skeleton skeleton--line" style={{ display: 'block', height: '2.5rem', marginBottom: '0.5rem' }} />
        ))}
      </div>
    </>
  );
}
