import { useRef } from 'react';

/**
 * One idempotency key per submission: a retry of the same values (the same `signature`) sends the same key, so the
 * server acts once however often it is sent; changed values are a new submission with a new key.
 */
export function useSubmissionKey(): (signature: string) => string {
  const last = useRef<{ signature: string; key: string } | null>(null);
  return (signature) => {
    if (last.current?.signature !== signature) last.current = { signature, key: crypto.randomUUID() };
    return last.current.key;
  };
}
