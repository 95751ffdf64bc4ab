/** Just enough of an address to decide which one is the default. */
export interface DefaultCandidate {
  id: string;
  default: boolean;
  createdAt: string;
}

/**
 * Settles the default flags so that exactly one address is the default: `preferred` when given, otherwise
 * the oldest current default, otherwise the oldest address other than `avoid` (when there is one).
 * Returns the final flag of every address, by id.
 */
export function settleDefaults(
  items: readonly DefaultCandidate[],
  options: { preferred?: string; avoid?: string } = {},
): Map<string, boolean> {
  const oldestFirst = [...items].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  const chosen =
    (options.preferred && oldestFirst.find((item) => item.id === options.preferred)) ||
    oldestFirst.find((item) => item.default && item.id !== options.avoid) ||
    oldestFirst.find((item) => item.id !== options.avoid) ||
    oldestFirst[0];
  return new Map(oldestFirst.map((item) => [item.id, item.id === chosen?.id]));
}

/** The addresses whose flag must change to reach `settled`. */
export function defaultChanges(items: readonly DefaultCandidate[], settled: Map<string, boolean>): { id: string; default: boolean }[] {
  return items
    .filter((item) => settled.has(item.id) && settled.get(item.id) !== item.default)
    .map((item) => ({ id: item.id, default: settled.get(item.id) === true }));
}
