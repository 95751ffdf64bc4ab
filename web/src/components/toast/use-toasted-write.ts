import { useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { toast } from './toast-store';

type OnError = (message: string) => void;

/** Runs a write: the server's message as a toast and `then` on success; the error's message to `onError` (a toast by default). */
export async function toastWrite(write: () => Promise<string>, then?: () => void, onError: OnError = toast.error): Promise<void> {
  try {
    toast.success(await write());
    then?.();
  } catch (error) {
    onError(errorMessage(error));
  }
}

/** One write at a time, `busy` while it runs (for the buttons' disabled and aria-busy). */
export function useToastedWrite() {
  const [busy, setBusy] = useState(false);
  const run = async (write: () => Promise<string>, then?: () => void, onError?: OnError) => {
    if (busy) return;
    setBusy(true);
    try {
      await toastWrite(write, then, onError);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
