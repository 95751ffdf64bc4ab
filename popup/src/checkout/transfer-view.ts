import { PayError, payApi, type BankTransferDetails } from './api';
import type { Checkout } from './checkout';
import { alertBox, busy, h } from './dom';
import { formatAmount, formatCountdown } from './money';

function copyButton(checkout: Checkout, label: string, value: string): HTMLButtonElement {
  const copy = h('button', { type: 'button', class: 'copy', 'aria-label': `Copy ${label}` }, 'Copy');
  copy.addEventListener('click', () => {
    navigator.clipboard.writeText(value).then(
      () => {
        copy.textContent = 'Copied';
        checkout.announce(`${label} copied`);
        setTimeout(() => {
          copy.textContent = 'Copy';
        }, 2000);
      },
      () => checkout.announce(`Could not copy: select the ${label.toLowerCase()} instead`),
    );
  });
  return copy;
}

function detail(label: string, value: string, action?: HTMLElement): HTMLElement {
  return h('div', { class: 'detail' }, h('dt', {}, label), h('dd', {}, h('span', { class: 'value' }, value), action));
}

/**
 * Bank transfer: asks Pay for a virtual account (once per view), shows it with copy buttons and a
 * countdown to its expiry, and reports "I have sent the money" as a pending charge.
 */
export function transferView(checkout: Checkout, now: () => number = Date.now): HTMLElement {
  const panel = h('div', { class: 'transfer' }, h('h2', { tabindex: -1 }, 'Pay with bank transfer'), h('p', { role: 'status' }, 'Getting an account number…'));
  let timer: ReturnType<typeof setInterval> | undefined;

  const renderAccount = (account: BankTransferDetails): void => {
    const amount = formatAmount(account.amount, checkout.data.currency);
    const expiresAt = Date.parse(account.expires_at);
    const countdown = h('span', { role: 'timer', 'aria-live': 'off' });
    const sent = h('button', { type: 'button', class: 'primary' }, 'I have sent the money');
    const errorSlot = h('div');
    const tick = (): void => {
      const left = Math.round((expiresAt - now()) / 1000);
      countdown.textContent = formatCountdown(left);
      if (left > 0) return;
      clearInterval(timer);
      sent.disabled = true;
      errorSlot.replaceChildren(alertBox('This account has expired. Get a new account number to pay by transfer.'));
      errorSlot.append(h('button', { type: 'button', class: 'secondary', onclick: () => load() }, 'Get a new account number'));
    };
    sent.addEventListener('click', () => {
      errorSlot.replaceChildren();
      busy(panel, sent, 'Confirming…', () => payApi.transferSent(checkout.accessCode)).then(
        (result) => {
          clearInterval(timer);
          checkout.afterCharge(result, (message) => errorSlot.replaceChildren(alertBox(message)));
        },
        (error: unknown) => errorSlot.replaceChildren(alertBox(error instanceof PayError ? error.message : 'Could not confirm the transfer: try again.')),
      );
    });
    panel.replaceChildren(
      h('h2', { tabindex: -1 }, 'Pay with bank transfer'),
      h('p', {}, `Transfer exactly ${amount} to this account. It is for this payment only.`),
      h(
        'dl',
        { class: 'details' },
        detail('Bank', account.bank_name),
        detail('Account number', account.account_number, copyButton(checkout, 'Account number', account.account_number)),
        detail('Account name', account.account_name),
        detail('Amount', amount, copyButton(checkout, 'Amount', (account.amount / 100).toFixed(2))),
      ),
      h('p', { class: 'expiry' }, 'This account expires in ', countdown, '.'),
      errorSlot,
      sent,
    );
    tick();
    clearInterval(timer);
    timer = setInterval(tick, 1000);
  };

  const load = (): void => {
    payApi.startTransfer(checkout.accessCode).then(
      (account) => {
        const focused = panel.contains(document.activeElement);
        renderAccount(account);
        if (focused) panel.querySelector<HTMLElement>('h2')?.focus();
      },
      (error: unknown) => {
        panel.replaceChildren(
          h('h2', { tabindex: -1 }, 'Pay with bank transfer'),
          alertBox(error instanceof PayError ? error.message : 'Could not get an account number.'),
          h('button', { type: 'button', class: 'secondary', onclick: () => load() }, 'Try again'),
        );
      },
    );
  };
  load();
  return panel;
}
