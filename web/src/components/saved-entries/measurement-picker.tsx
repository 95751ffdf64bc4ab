import type { Measurements } from '@functions/shop/measurement/contract';
import { Dialog } from '../dialog/dialog';
import { MeasurementList } from './measurement-list';
import './saved-entries.css';

interface MeasurementPickerProps {
  measurements: Measurements[];
  selectedId?: string | undefined;
  onSelect?: (measurement: Measurements) => void;
  onChanged: () => void;
  onClose: () => void;
}

/** The saved-measurement modal (SPEC §2), reusable by the cart page. */
export function MeasurementPicker(props: MeasurementPickerProps) {
  return (
    <Dialog labelledBy="measurement-picker-title" onClose={props.onClose} variant="panel">
      <div className="picker">
        <h2 id="measurement-picker-title">Measurements</h2>
        <MeasurementList {...props} />
        <button type="button" className="link-button" onClick={props.onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
