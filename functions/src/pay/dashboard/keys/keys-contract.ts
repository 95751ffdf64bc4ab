import * as z from '../../../lib/zod';
import { processorModes } from '../../processor/processor-mode';
import { passwordBody } from '../staff/staff-contract';

/** `POST /keys/reveal` and `/keys/rotate`: the password again, and which pair (test when absent, as before live keys existed). */
export const keysBody = /* @__PURE__ */ z.pure(() => z.extend(passwordBody, {
  mode: z._default(z.enum(processorModes, "mode must be 'test' or 'live'"), 'test'),
}));
