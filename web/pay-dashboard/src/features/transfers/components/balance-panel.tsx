import { formatMoney } from '../../../../../src/lib/money';
import { problemMessage } from '../../../lib/dashboard-api';
import { useBalance } from '../api/get-balance';

/** The balance transfers are paid from (`GET /balance`), naira first. */
export function BalancePanel() {
  const balance = useBalance();
  const naira = balance.status === 'success' ? balance.data.find((entry) => entry.currency === 'NGN') : undefined;
  return (
    <section className="dash-panel dash-stat" aria-labelledby="balance-title">
      <h2 id="balance-title">Available balance</h2>
      {balance.status === 'loading' ? <p role="status">Loading the balance…</p> : null}
      {balance.status === 'error' ? <p role="alert">{problemMessage(balance.error)}</p> : null}
      {balance.status === 'success' ? <p className="dash-stat__value">{formatMoney(naira?.balance ?? 0)}</p> : null}
    </section>
  );
}
