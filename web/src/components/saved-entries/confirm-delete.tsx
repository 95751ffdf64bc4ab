import './saved-entries.css';

/** The delete confirmation of SPEC §2 ('Are you sure you want to delete this …?' Yes/No), announced as an alert dialog. */
export function ConfirmDelete({ id, question, onYes, onNo }: { id: string; question: string; onYes: () => void; onNo: () => void }) {
  return (
    <div role="alertdialog" aria-labelledby={id}>
      <p id={id}>{question}</p>
      <div className="picker__actions">
        <button type="button" className="button button--primary" onClick={onYes}>
          Yes
        </button>
        {/* The safe answer takes focus, so Enter or Space on arrival never deletes anything. */}
        <button type="button" className="button button--outline" onClick={onNo} autoFocus>
          No
        </button>
      </div>
    </div>
  );
}
