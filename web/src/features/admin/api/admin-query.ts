import type { ApiEnvelope } from '@functions/lib/http/contract';
import type { AdminPageMeta } from '@functions/shop/shared/contract';
import { useSession, type Session } from '../../../lib/auth/session';
import { useQuery } from '../../../lib/use-query';

/*
 * The plumbing every signed-in back-office read shares; each operation keeps its own file and says only
 * its path, key and filter.
 */

export interface AdminTablePage<T> {
  items: T[];
  meta: AdminPageMeta;
}

function isPageMeta(value: unknown): value is AdminPageMeta {
  return typeof value === 'object' && value !== null && 'page' in value && 'hasMore' in value;
}

/** The `meta` of a back-office table page, or a single last page when the answer carries none. */
export function pageMetaOf(meta: unknown, page: number): AdminPageMeta {
  return isPageMeta(meta) ? meta : { page, perPage: 50, hasMore: false };
}

/** `page=` then each of `keys` the filter sets, in that order. */
export function pageSearch<K extends string>(filter: { page: number } & { [key in K]?: string }, keys: readonly K[]): string {
  const params = new URLSearchParams({ page: String(filter.page) });
  for (const key of keys) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  return params.toString();
}

/** One offset page (50) of a back-office table at `path?search`, cached under `key(search)`, the old page shown meanwhile. */
export function useAdminTablePage<T>(path: string, key: (search: string) => string, page: number, search: string) {
  const { authedGet, status } = useSession();
  return useQuery(
    key(search),
    async (): Promise<AdminTablePage<T>> => {
      const envelope = await authedGet<T[]>(`${path}?${search}`);
      return { items: envelope.data ?? [], meta: pageMetaOf(envelope.meta, page) };
    },
    { enabled: status === 'signed-in', keepPrevious: true },
  );
}

/** One record read as the signed-in admin: `load`'s data, else the answer's message (or `missing`) as the error. */
export function useAdminRecord<T>(key: string, load: (session: Pick<Session, 'authedGet' | 'authedPost'>) => Promise<ApiEnvelope<T>>, missing: string, enabled = true) {
  const session = useSession();
  return useQuery(
    key,
    async () => {
      const envelope = await load(session);
      if (!envelope.data) throw new Error(envelope.message || missing);
      return envelope.data;
    },
    { enabled: enabled && session.status === 'signed-in' },
  );
}
