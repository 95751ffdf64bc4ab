import { ForbiddenError } from '../../lib/http/errors';
import type { Processor } from './processor';
import { processorModes, type ProcessorMode } from './processor-mode';
import { testProcessor } from './test-processor';

export const liveDisabledMessage = 'Live payments are not enabled on this deployment';

/**
 * The acquirer for a mode: test keys and test transactions reach only the test processor. No live
 * acquirer is configured yet, so live mode answers a clear 403 instead of ever touching the test
 * processor; a real acquirer plugs in here, and the services that charge never change.
 */
export function processorFor(mode: ProcessorMode | undefined): Processor {
  if (mode === undefined || mode === 'test') return testProcessor;
  throw new ForbiddenError(liveDisabledMessage);
}

/** The modes this deployment can process (and whose reported transfers its timer confirms). */
export function enabledModes(): ProcessorMode[] {
  return processorModes.filter((mode) => {
    try {
      processorFor(mode);
      return true;
    } catch {
      return false;
    }
  });
}
