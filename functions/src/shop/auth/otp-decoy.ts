/**
 * Where a recovery code goes when the address has no account: Amazon SES's mailbox simulator, which accepts
 * the mail and delivers it nowhere (in the sandbox too). Sending it keeps the work, and so the answer time,
 * the same as for a real account, without mailing a stranger.
 */
export const decoyRecipient = 'success@simulator.amazonses.com';
