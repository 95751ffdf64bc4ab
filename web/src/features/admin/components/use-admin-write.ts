import { useState } from 'react';
import { toast } from '../../../components/toast/toast-store';
import { errorMessage } from '../../../lib/api-client';

/** Runs an admin write: the server's message as a toast and `then` on success, the error as a toast. */
export async function toastWrite(write: () => Promise<string>, then?: () => void): Promise<void> {
  try {
    toast.success(await write());
    then?.();
  } catch (error) {
    toast.error(errorMessage(error));
  }
}

/** One admin write at a time, `busy` while it runs (for the buttons' disabled and aria-busy). */
export function useAdminWrite() {
  const [busy, setBusy] = useState(false);
  const run = async (write: () => Promise<string>, then?: () => void) => {
    if (busy) return;
    setBusy(true);
    try {
      await toastWrite(write, then);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
