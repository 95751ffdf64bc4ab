import { useState } from 'react';
import { measureLabels, measureNames, type Measurements } from '@functions/shop/measurement/contract';
import { addMeasurements, type MeasurementValues } from './api/add-measurements';
import { deleteMeasurements } from './api/delete-measurements';
import { updateMeasurements } from './api/update-measurements';
import { ConfirmDelete } from './confirm-delete';
import { MeasurementForm } from './measurement-form';
import { AddEntryButton, SavedEntryActions } from './saved-entry-actions';
import { useReturnFocus } from './use-return-focus';
import { useSavedEntries, type SavedEntryApi } from './use-saved-entries';
import './saved-entries.css';

const measurementApi: SavedEntryApi<MeasurementValues> = {
  add: addMeasurements,
  update: updateMeasurements,
  remove: deleteMeasurements,
  messages: { added: 'Measurement added', updated: 'Measurement updated', deleted: 'measurement deleted' },
};

interface MeasurementListProps {
  measurements: Measurements[];
  selectedId?: string | undefined;
  onSelect?: ((measurement: Measurements) => void) | undefined;
  onChanged: () => void;
}

type Mode = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; set: Measurements } | { kind: 'delete'; set: Measurements };

/** Saved measurement sets with select, edit, delete and add: used by the picker and the settings page. */
export function MeasurementList({ measurements, selectedId, onSelect, onChanged }: MeasurementListProps) {
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const { save, remove } = useSavedEntries(measurementApi, onChanged, () => setMode({ kind: 'list' }));
  const { container, remember, returnTo } = useReturnFocus(mode.kind === 'list');
  const back = () => setMode({ kind: 'list' });

  if (mode.kind !== 'list') {
    return (
      <div ref={container} className="picker__body">
        {mode.kind === 'add' ? <MeasurementForm title="Add New Measurement" onSubmit={(values) => save(values)} onCancel={back} /> : null}
        {mode.kind === 'edit' ? (
          <MeasurementForm title={`Edit ${mode.set.name}'s Measurement`} initial={mode.set} onSubmit={(values) => save(values, mode.set.id)} onCancel={back} />
        ) : null}
        {mode.kind === 'delete' ? (
          <ConfirmDelete
            id="measurement-delete-question"
            question="Are you sure you want to delete this measurement?"
            onYes={() => {
              returnTo('add');
              void remove(mode.set.id);
            }}
            onNo={back}
          />
        ) : null}
      </div>
    );
  }

  return (
    <div ref={container} className="picker__body">
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
            <SavedEntryActions
              id={set.id}
              entryName={`${set.name}'s measurement`}
              onSelect={onSelect ? () => onSelect(set) : undefined}
              onEdit={(event) => {
                remember(event);
                setMode({ kind: 'edit', set });
              }}
              onDelete={(event) => {
                remember(event);
                setMode({ kind: 'delete', set });
              }}
            />
          </li>
        ))}
      </ul>
      <AddEntryButton
        label="Add New Measurement"
        onClick={(event) => {
          remember(event);
          setMode({ kind: 'add' });
        }}
      />
    </div>
  );
}
