import { HttpError } from '../../lib/http/errors';
import { enabledModes, liveDisabledMessage, processorFor } from './processor-factory';
import { testProcessor } from './test-processor';

describe('choosing the processor by mode', () => {
  test('It should give test mode (and items made before modes existed) the test processor', () => {
    expect(processorFor('test')).toBe(testProcessor);
    expect(processorFor(undefined)).toBe(testProcessor);
  });

  test('It should refuse live mode with a clear 403 while no live acquirer is configured', () => {
    let refused: unknown;
    try {
      processorFor('live');
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 403, message: liveDisabledMessage });
  });

  test('It should confirm transfers only for the modes it can process', () => {
    expect(enabledModes()).toEqual(['test']);
  });
});
