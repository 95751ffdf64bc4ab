/** @jest-environment jsdom */
import type { InitData } from './api';
import { BACKDROP_TAP_MS, Modal, MODAL_OPEN_DELAY_MS, type ModalHandlers, VAULT_TEXT, WALLET_TEXT } from './modal';
import { resetDom } from './test-helpers';

const data: InitData = {
  id: 1, access_code: 'ac', merchant_name: 'Aso', merchant_logo: 'https://cdn.example/logo.png', amount: 150000,
  currency: 'NGN', email: 'ada@example.com',
};

function handlers(): ModalHandlers & Record<keyof ModalHandlers, jest.Mock> {
  return { onClose: jest.fn(), onOtherMethods: jest.fn(), onVault: jest.fn(), mountWallet: jest.fn() };
}

function texts(modal: Modal): string[] {
  return [...modal.root.querySelectorAll('p, button')].map((node) => node.textContent ?? '');
}

function backdrop(modal: Modal): HTMLElement {
  return modal.root.querySelector('.b') as HTMLElement;
}

beforeEach(() => {
  resetDom();
  jest.useFakeTimers();
});

afterEach(() => jest.useRealTimers());

describe('pre-checkout modal', () => {
  test('It should show the logo, the label and the amount in major units with 2 decimals', () => {
    const modal = new Modal({ ...data, label: 'Agbada order' }, 'vault', handlers());
    expect(modal.root.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/logo.png');
    expect(texts(modal)).toEqual(expect.arrayContaining(['Agbada order', 'Pay NGN 1500.00']));
  });

  test('It should fall back to the customer e-mail without a label', () => {
    const modal = new Modal({ ...data, customer: { email: 'obi@example.com' } }, 'vault', handlers());
    expect(texts(modal)).toContain('obi@example.com');
  });

  test('It should show the vault variant texts and buttons', () => {
    const h = handlers();
    const modal = new Modal(data, 'vault', h);
    expect(texts(modal)).toEqual(
      expect.arrayContaining([VAULT_TEXT, 'Pay with Vault', 'or', 'Use other payment methods']),
    );
    const buttons = [...modal.root.querySelectorAll('button')];
    buttons.find((b) => b.textContent === 'Pay with Vault')?.click();
    expect(h.onVault).toHaveBeenCalled();
    buttons.find((b) => b.textContent === 'Use other payment methods')?.click();
    expect(h.onOtherMethods).toHaveBeenCalled();
    expect(h.mountWallet).not.toHaveBeenCalled();
  });

  test('It should show the wallet variant and mount the wallet button', () => {
    const h = handlers();
    const modal = new Modal(data, 'wallet', h);
    expect(texts(modal)).toEqual(expect.arrayContaining([WALLET_TEXT, 'More payment options']));
    expect(texts(modal)).not.toContain('Pay with Vault');
    expect(h.mountWallet).toHaveBeenCalledWith(expect.any(HTMLElement));
  });

  test('It should insert merchant and server text as text, never as HTML', () => {
    const modal = new Modal({ ...data, label: '<img src=x onerror=alert(1)>', merchant_logo: 'javascript:alert(1)' }, 'vault', handlers());
    expect(modal.root.querySelectorAll('img')).toHaveLength(0);
    expect(texts(modal)).toContain('<img src=x onerror=alert(1)>');
  });

  test('It should open 50 ms after it is displayed', () => {
    const modal = new Modal(data, 'vault', handlers());
    expect(backdrop(modal).classList.contains('o')).toBe(false);
    jest.advanceTimersByTime(MODAL_OPEN_DELAY_MS - 1);
    expect(backdrop(modal).classList.contains('o')).toBe(false);
    jest.advanceTimersByTime(1);
    expect(backdrop(modal).classList.contains('o')).toBe(true);
  });

  test('It should limit the sheet to 350 px and switch layout at 500 px', () => {
    const root = new Modal(data, 'vault', handlers()).root;
    const adopted = [...(root.adoptedStyleSheets ?? [])].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('');
    const css = (adopted + (root.querySelector('style')?.textContent ?? '')).replace(/\s+/g, '');
    expect(css).toContain('max-width:350px');
    expect(css).toMatch(/@media\(min-width:500px\)/);
  });

  test('The close button and Escape close it', () => {
    const h = handlers();
    const modal = new Modal(data, 'vault', h);
    modal.root.querySelector<HTMLButtonElement>('button[aria-label="Close"]')?.click();
    expect(h.onClose).toHaveBeenCalledTimes(1);
    modal.root.querySelector('[role="dialog"]')?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(h.onClose).toHaveBeenCalledTimes(2);
  });

  test('A backdrop tap under 125 ms closes it; a longer press does not; taps on the sheet do not', () => {
    const h = handlers();
    const modal = new Modal(data, 'vault', h);
    const b = backdrop(modal);
    const tap = (target: Element, ms: number): void => {
      target.dispatchEvent(new Event('touchstart', { bubbles: true }));
      jest.advanceTimersByTime(ms);
      target.dispatchEvent(new Event('touchend', { bubbles: true }));
      target.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    };
    tap(b, BACKDROP_TAP_MS + 10);
    expect(h.onClose).not.toHaveBeenCalled();
    tap(modal.root.querySelector('[role="dialog"]') as Element, 10);
    expect(h.onClose).not.toHaveBeenCalled();
    tap(b, BACKDROP_TAP_MS - 25);
    expect(h.onClose).toHaveBeenCalledTimes(1);
  });

  test('A mouse click on the backdrop closes it', () => {
    const h = handlers();
    const modal = new Modal(data, 'vault', h);
    backdrop(modal).click();
    expect(h.onClose).toHaveBeenCalledTimes(1);
  });

  test('remove() takes it out of the page and shows errors as text', () => {
    const modal = new Modal(data, 'wallet', handlers());
    modal.showError('<b>nope</b>');
    expect(modal.root.querySelector('[role="alert"]')?.textContent).toBe('<b>nope</b>');
    modal.remove();
    expect(document.querySelector('[data-aso-pay="modal"]')).toBeNull();
  });
});
