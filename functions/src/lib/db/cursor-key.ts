import { stackSecret } from '../env/stack-secret';

/** The key that signs page cursors (`secret:cursor`), read when a cursor is first written or read. */
export function cursorKey(): Promise<string> {
  return stackSecret('CURSOR_SECRET');
}
