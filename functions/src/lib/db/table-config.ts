import { requireEnv } from '../env/env';
import { documentClient } from './document-client';

/** The function's table (each app's functions get their own in `TABLE_NAME`), read when first asked, never at import. */
export function tableName(): string {
  return requireEnv('TABLE_NAME');
}

/** What every entity of the table reads and writes through; `table` is looked up on each use. */
export const entityConfig = {
  get table(): string {
    return tableName();
  },
  client: documentClient,
};
