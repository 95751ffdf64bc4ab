import { useRef, useState } from 'react';
import { measureLabels, measureNames, type Measurements } from '../../../../../functions/src/shop/user/contract';
import { toast } from '../../../components/toast/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';
import { MeasurementForm } from './measurement-form';

interface MeasurementListProps {
  measurements: Measurements[];
  selectedId?: string | undefined;
  onSelect?: ((measurement: Measurements) => void) | undefined;
  onChanged: () => void;
}

type Mode = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; set: Measurements } | { kind: 'delete'; set: Measurements };

/** Saved measurement sets with select, edit, delete and add: used by the picker and the settings page. */
export function MeasurementList({ measurements, selectedId, onSelect, onChanged }: MeasurementListProps) {
  const session = useSession();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const idempotencyKey = useRef(crypto.randomUUID());

  async function save(values: Record<string, string | number>, id?: string) {
    try {
      if (id) {
        await session.authedPost('/measurement/update-measurements', { id, measurements: values });
        toast.success('Measurement updated');
      } else {
        await session.authedPost('/measurement/add-measurements', { measurements: values }, { 'Idempotency-Key': idempotencyKey.current });
        idempotencyKey.current = crypto.randomUUID();
        toast.success('Measurement added');
      }
      onChanged();
      setMode({ kind: 'list' });
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  async function remove(id: string) {
    try {
      await session.authedPost('/measurement/delete-measurements', { id });
      toast.success('measurement deleted');
      onChanged();
    } catch (error) {
      toast.error(errorMessage(error));
    }
    setMode({ kind: 'list' });
  }

  if (mode.kind === 'add') return <MeasurementForm onSubmit={(values) => save(values)} onCancel={() => setMode({ kind: 'list' })} />;
  if (mode.kind === 'edit') return <MeasurementForm initial={mode.set} onSubmit={(values) => save(values, mode.set.id)} onCancel={() => setMode({ kind: 'list' })} />;
  if (mode.kind === 'delete') {
    return (
      <div role="alertdialog" aria-labelledby="measurement-delete-question">
        <p id="measurement-delete-question">Are you sure you want to delete this measurement?</p>
        <div className="picker__actions">
          <button type="button" className="button button--primary" onClick={() => void remove(mode.set.id)}>
            Yes
          </button>
          <button type="button" className="button button--outline" onClick={() => setMode({ kind: 'list' })}>
            No
          </button>
        </div>
      </div>
    );
  }
  return (
    <>
      {measurements.length === 0 ? <p>No Measurements Available</p> : null}
      <ul className="picker__list">
        {measurements.map((set) => (
          <li key={set.id} className={set.id === selectedId ? 'picker__item picker__item--selected' : 'picker__item'}>
            <div>
              <strong>{set.name}&apos;s Measurement</strong>
              <p>
                {measureNames
                  .filter((field) => set[field] !== undefined)
                  .map((field) => `${measureLabels[field]} ${set[field]} in`)
                  .join(' · ') || 'No measures yet'}
              </p>
            </div>
            <div className="picker__actions">
              {onSelect ? (
                <button type="button" className="button button--small button--primary" onClick={() => onSelect(set)}>
                  Select
                </button>
              ) : null}
              <button type="button" className="button button--small button--outline" onClick={() => setMode({ kind: 'edit', set })}>
                Edit <span className="visually-hidden">{set.name}&apos;s measurement</span>
              </button>
              <button type="button" className="button button--small button--outline" onClick={() => setMode({ kind: 'delete', set })}>
                Delete <span className="visually-hidden">{set.name}&apos;s measurement</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
      <button type="button" className="button button--primary" onClick={() => setMode({ kind: 'add' })}>
        Add New Measurement
      </button>
    </>
  );
}
