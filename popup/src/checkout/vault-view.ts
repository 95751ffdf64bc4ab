import { PayError, payApi, type VaultCard, type VaultCodeSent } from './api';
import { digitsOf } from './card';
import type { Checkout } from './checkout';
import { alertBox, append, busy, field, h } from './dom';

function describe(card: VaultCard): string {
  const brand = card.brand ? card.brand.charAt(0).toUpperCase() + card.brand.slice(1) : 'Card';
  return `${brand} ending ${card.last4}`;
}

function expiryText(card: VaultCard): string {
  return `${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year).slice(-2)}`;
}

function message(error: unknown, fallback: string): string {
  return error instanceof PayError ? error.message : fallback;
}

/**
 * Pay with Vault: a 6-digit code mailed to the customer unlocks the cards saved under their e-mail,
 * which can then pay or be removed.
 */
export function vaultView(checkout: Checkout, sendAtOnce: boolean): HTMLElement {
  const panel = h('div', { class: 'vault' });
  const email = checkout.data.customer?.email ?? checkout.data.email ?? 'your e-mail';
  const title = (): HTMLHeadingElement => h('h2', { tabindex: -1 }, 'Pay with Vault');

  const focusHeading = (): void => {
    checkout.show(panel, { tabs: true });
  };

  const renderStart = (error?: string): void => {
    const send = h('button', { type: 'button', class: 'primary' }, 'Send me a code');
    send.addEventListener('click', () => requestCode(send));
    panel.replaceChildren();
    append(panel, [title(), error ? alertBox(error) : null, h('p', {}, `Pay with a card you saved with Pay. We will e-mail a 6-digit code to ${email}.`), send]);
  };

  const requestCode = (trigger?: HTMLButtonElement): void => {
    const work = (): Promise<VaultCodeSent> => payApi.requestVaultCode(checkout.accessCode);
    (trigger ? busy(panel, trigger, 'Sending…', work) : work()).then(
      (sent) => renderCode(sent?.email || email),
      (error: unknown) => {
        renderStart(message(error, 'Could not send the code.'));
        focusHeading();
      },
    );
  };

  const renderCode = (sentTo: string): void => {
    const code = field('6-digit code', { inputmode: 'numeric', autocomplete: 'one-time-code', maxlength: 6 }, `We sent a code to ${sentTo}. It expires in 10 minutes.`);
    const submit = h('button', { type: 'submit', class: 'primary' }, 'Verify code');
    const resend = h('button', { type: 'button', class: 'link' }, 'Send a new code');
    const form = h('form', { novalidate: true }, code.wrap, submit, resend);
    resend.addEventListener('click', () => requestCode(resend));
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const value = digitsOf(code.input.value);
      if (value.length !== 6) {
        code.setError('Enter all 6 digits');
        code.input.focus();
        return;
      }
      code.setError(undefined);
      busy(form, submit, 'Checking…', () => payApi.verifyVaultCode(checkout.accessCode, value)).then(
        (session) => {
          renderCards(session.vault_token, session.cards);
          focusHeading();
        },
        (error: unknown) => {
          code.input.value = '';
          code.setError(message(error, 'That code is not right: try again'));
          code.input.focus();
        },
      );
    });
    panel.replaceChildren(title(), form);
    checkout.show(panel, { tabs: true, focus: code.input });
  };

  const renderCards = (token: string, cards: VaultCard[], error?: string): void => {
    const list = h('ul', { class: 'cards' });
    for (const card of cards) {
      const name = describe(card);
      const pay = h('button', { type: 'button', class: 'primary', 'aria-label': `Pay ${checkout.amount} with ${name}` }, 'Pay');
      const remove = h('button', { type: 'button', class: 'secondary', 'aria-label': `Remove ${name}` }, 'Remove');
      pay.addEventListener('click', () => {
        busy(list, pay, 'Paying…', () => payApi.chargeVault(checkout.accessCode, token, card.id)).then(
          (result) =>
            checkout.afterCharge(result, (failure) => {
              renderCards(token, cards, failure);
              focusHeading();
            }),
          (failure: unknown) => {
            renderCards(token, cards, message(failure, 'Payment failed.'));
            focusHeading();
          },
        );
      });
      remove.addEventListener('click', () => {
        busy(list, remove, 'Removing…', () => payApi.removeVaultCard(checkout.accessCode, token, card.id)).then(
          (answer) => {
            renderCards(token, answer.cards);
            focusHeading();
            checkout.announce(`${name} removed`);
          },
          (failure: unknown) => renderCards(token, cards, message(failure, 'Could not remove the card.')),
        );
      });
      list.append(h('li', {}, h('span', { class: 'saved' }, name, h('span', { class: 'hint' }, ` expires ${expiryText(card)}`)), h('span', { class: 'actions' }, pay, remove)));
    }
    panel.replaceChildren();
    append(panel, [
      title(),
      error ? alertBox(error) : null,
      cards.length ? h('p', {}, 'Choose a saved card.') : h('p', {}, 'You have no saved cards left. Pay with a card instead.'),
      cards.length ? list : null,
    ]);
  };

  if (sendAtOnce) {
    panel.append(title(), h('p', { role: 'status' }, `Sending a code to ${email}…`));
    requestCode();
  } else renderStart();
  return panel;
}
