/** A merchant's mode, shown by its keys' prefix (`sk_test_`/`pk_test_`, `sk_live_`/`pk_live_`). */
export const processorModes = ['test', 'live'] as const;
export type ProcessorMode = (typeof processorModes)[number];
