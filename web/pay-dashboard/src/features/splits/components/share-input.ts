import type { Split } from '../api/split-types';

/**
 * A share as the API takes it from what was typed: percent as typed, naira for a flat split as kobo. Text that is
 * not a number goes as typed, so the API's own message names the problem.
 */
export function shareToSend(type: Split['type'], typed: string): number | string {
  const text = typed.trim();
  if (type === 'percentage' || text === '' || !Number.isFinite(Number(text))) return text;
  return Math.round(Number(text) * 100);
}

export const shareLabel = (type: Split['type']) => (type === 'percentage' ? 'Share (%)' : 'Share (₦)');
