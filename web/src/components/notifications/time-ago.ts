/** SPEC §9's time-ago texts: '{n} sec ago', '{n} min ago', '{n} hr ago', then days. */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const seconds = Math.max(0, Math.floor((now - Date.parse(iso)) / 1000));
  if (seconds < 60) return `${seconds} sec ago`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} hr ago`;
  const days = Math.floor(hours / 24);
  return `${days} ${days === 1 ? 'day' : 'days'} ago`;
}

/** Newest first, then unread first (SPEC §4): unread newest first, then read newest first. */
export function sortNotifications<T extends { read: boolean; created_at: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => Number(a.read) - Number(b.read) || b.created_at.localeCompare(a.created_at));
}
