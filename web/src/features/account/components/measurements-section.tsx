import type { Measurements } from '@functions/shop/measurement/contract';
import { MeasurementList } from '../../../components/saved-entries/measurement-list';
import { invalidateMe } from '../../../lib/user/use-me';

/** The customer's saved measurement sets. */
export function MeasurementsSection({ measurements }: { measurements: Measurements[] }) {
  return (
    <section aria-labelledby="measurements-title">
      <h2 id="measurements-title">Measurements</h2>
      <MeasurementList measurements={measurements} onChanged={invalidateMe} />
    </section>
  );
}
