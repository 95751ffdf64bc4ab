import * as z from '../../lib/zod';
import { itemIdSchema, requiredText } from '../shared/contract';
import { measureLabels, measureRanges, perMeasure, type MeasureName } from '../domain/measures';

/** Shapes of the measurement routes, shared with the browser. Every route acts on the signed-in customer. */
export { measureGuidance, measureLabels, measureNames, measureRanges, type MeasureName } from '../domain/measures';

/** One measure: a JSON number or a numeric string, in inches, optional (empty or null means not given). */
function measure(field: MeasureName) {
  const { min, max } = measureRanges[field];
  const problem = `Enter the ${measureLabels[field].toLowerCase()} in inches, between ${min} and ${max}`;
  return z.pipe(z.optional(z.union([z.number({ error: problem }), z.string({ error: problem }).check(z.trim()), z.null()], { error: problem })), z.transform((value, ctx) => {
      if (value === undefined || value === null || value === '') return undefined;
      const number = typeof value === 'number' ? value : /^[0-9]+(\.[0-9]+)?$/.test(value) ? Number(value) : Number.NaN;
      if (!Number.isFinite(number) || number < min || number > max) {
        ctx.addIssue({ code: 'custom', message: problem });
        return z.NEVER;
      }
      return Math.round(number * 100) / 100;
    }));
}

export const measurementsInput = /* @__PURE__ */ z.pure(() => z.object({ name: requiredText('Name', 80, 'Enter whose measurement this is'), ...perMeasure(measure) }));
export type MeasurementsInput = z.input<typeof measurementsInput>;

export type Measurements = { id: string; name: string } & Partial<Record<MeasureName, number>>;

/** `POST /measurement/add-measurements` */
export const addMeasurementsBody = /* @__PURE__ */ z.pure(() => z.object({ measurements: measurementsInput }));
/** `POST /measurement/update-measurements` */
export const updateMeasurementsBody = /* @__PURE__ */ z.pure(() => z.object({ id: itemIdSchema, measurements: measurementsInput }));

/** The user (uuid) whose set a back-office call changes. */
const ownerField = /* @__PURE__ */ z.pure(() => ({ userId: z.string({ error: 'userId is required' }).check(z.trim(), z.minLength(1, 'userId is required'), z.maxLength(64, 'userId is not valid')) }));

/** `POST /admin/user/update-measurements`: an admin replaces a user's set, with the customer's rules. */
export const adminUpdateMeasurementsBody = /* @__PURE__ */ z.pure(() => z.extend(updateMeasurementsBody, ownerField));
export type AdminUpdateMeasurementsBody = z.input<typeof adminUpdateMeasurementsBody>;

/** `POST /admin/user/delete-measurements` */
export const adminDeleteMeasurementsBody = /* @__PURE__ */ z.pure(() => z.object({ id: itemIdSchema, ...ownerField }));
