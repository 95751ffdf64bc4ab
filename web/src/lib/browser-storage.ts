/** The page's local storage, or null where there is none or it is blocked (private mode, no window). */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
