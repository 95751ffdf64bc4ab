/**
 * A time that sorts before every ISO timestamp: the lower bound of a sweep's "due by now" range. Several entities may
 * share an index partition (the Shop's audit log, categories and mail outbox; Pay's refunds and transfers by
 * status), and an open `<= now` on a sort key would read every item that sorts below it, other entities' included;
 * the data layer offers no open range (`lib/data/reads.ts`), so a sweep names both ends:
 * `between({ dueAt: earliestTime }, { dueAt: now })` stays inside its own entity's keys.
 */
export const earliestTime = '0000';
