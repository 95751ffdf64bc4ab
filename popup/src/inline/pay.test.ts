/** @jest-environment jsdom */
import {
  AsoPay,
  CONTAINER_MISSING_WARNING,
  NO_WALLET,
  OPEN_IFRAME_DEPRECATED,
  PAYMENT_REQUEST_NEEDS_CONTAINER,
  SETUP_DEPRECATED,
} from './pay';
import { CHECKOUT_ALLOW, FADE_MS } from './overlay';
import {
  backgroundFrame,
  CHECKOUT_ORIGIN,
  checkoutFrame,
  fromCheckout,
  newPay,
  resetDom,
  settle,
  stubFetch,
  validParams,
} from './test-helpers';

function callbacks(): Record<string, jest.Mock> {
  return {
    onLoad: jest.fn(), onSuccess: jest.fn(), callback: jest.fn(), onCancel: jest.fn(), onClose: jest.fn(),
    onError: jest.fn(), onBankTransferConfirmationPending: jest.fn(),
  };
}

function spyOnFramePost(): jest.SpyInstance {
  const frameWindow = checkoutFrame()?.contentWindow;
  if (!frameWindow) throw new Error('no checkout frame');
  return jest.spyOn(frameWindow, 'postMessage').mockImplementation(() => undefined);
}

const initData = {
  id: 991, access_code: 'ac_123', merchant_key: 'pk_test_merchant', merchant_name: 'Aso', amount: 150000,
  currency: 'NGN', channels: ['card', 'bank'], transaction_status: undefined,
};

beforeEach(() => {
  resetDom();
  jest.restoreAllMocks();
});

describe('newTransaction', () => {
  test('It should show the dimmed background and the checkout frame from the checkout origin', () => {
    const transaction = newPay().newTransaction(validParams());
    const frame = checkoutFrame();
    expect(frame?.src).toBe(`${CHECKOUT_ORIGIN}/popup?origin=${encodeURIComponent(location.origin)}&key=pk_test_1`);
    expect(frame?.getAttribute('allow')).toBe(CHECKOUT_ALLOW);
    expect(frame?.style.visibility).toBe('visible');
    expect(backgroundFrame()?.style.opacity).toBe('1');
    expect(backgroundFrame()?.contentDocument?.querySelector('[role="status"]')?.getAttribute('aria-label')).toBe('Loading checkout');
    expect(transaction.id).toMatch(/^[A-Za-z0-9]{5}$/);
    expect(transaction.isActive).toBe(true);
    expect(transaction.getStatus()).toEqual({ status: undefined, isActive: true, id: transaction.id });
  });

  test("It should name the page's origin in the frame URL, for the checkout to check and post to", () => {
    expect(location.origin).toBe('http://localhost');
    newPay().newTransaction(validParams());
    const src = new URL(checkoutFrame()?.src ?? '');
    expect(src.origin + src.pathname).toBe(`${CHECKOUT_ORIGIN}/popup`);
    expect(src.searchParams.get('origin')).toBe('http://localhost');
    expect(checkoutFrame()?.getAttribute('src')).toBe(`${CHECKOUT_ORIGIN}/popup?origin=http%3A%2F%2Flocalhost&key=pk_test_1`);
  });

  test('It should name the checkout in the frame URL, so Pay lets only that merchant\'s sites frame it', () => {
    newPay().newTransaction({ accessCode: 'ac_srv' });
    expect(new URL(checkoutFrame()?.src ?? '').searchParams.get('access_code')).toBe('ac_srv');
    resetDom();
    newPay().newTransaction(validParams({ key: 'pk_test_other' }));
    const src = new URL(checkoutFrame()?.src ?? '');
    expect(src.searchParams.get('key')).toBe('pk_test_other');
    expect(src.searchParams.get('access_code')).toBeNull();
  });

  test('It should stop the page behind from scrolling while open', () => {
    document.documentElement.style.overflow = 'auto';
    newPay().newTransaction(validParams());
    expect(document.documentElement.style.overflow).toBe('hidden');
    fromCheckout({ event: 'close' });
    expect(document.documentElement.style.overflow).toBe('auto');
  });

  test('It should move focus into the checkout and back to the opener on close', () => {
    const opener = document.createElement('button');
    document.body.appendChild(opener);
    opener.focus();
    newPay().newTransaction(validParams());
    expect(document.activeElement).toBe(checkoutFrame());
    fromCheckout({ event: 'cancel' });
    expect(document.activeElement).toBe(opener);
  });

  test('It should keep keyboard focus off the page behind while open, and restore the page exactly on close', () => {
    const header = document.createElement('header');
    const opener = document.createElement('button');
    const main = document.createElement('main');
    main.appendChild(opener);
    const aside = document.createElement('aside');
    aside.setAttribute('inert', '');
    document.body.append(header, main, aside);
    opener.focus();
    newPay().newTransaction(validParams());
    expect(header.hasAttribute('inert')).toBe(true);
    expect(main.hasAttribute('inert')).toBe(true);
    expect(checkoutFrame()?.hasAttribute('inert')).toBe(false);
    expect(backgroundFrame()?.hasAttribute('inert')).toBe(false);
    expect(document.activeElement).toBe(checkoutFrame());
    fromCheckout({ event: 'close' });
    expect(header.hasAttribute('inert')).toBe(false);
    expect(main.hasAttribute('inert')).toBe(false);
    expect(aside.getAttribute('inert')).toBe('');
    expect(document.activeElement).toBe(opener);
  });

  test('It should leave the page alone while a checkout is only preloaded, and in embed mode', () => {
    const main = document.createElement('main');
    const container = document.createElement('div');
    container.id = 'pay-here';
    main.appendChild(container);
    document.body.appendChild(main);
    const show = newPay().preloadTransaction(validParams());
    expect(main.hasAttribute('inert')).toBe(false);
    show();
    expect(main.hasAttribute('inert')).toBe(true);
    fromCheckout({ event: 'cancel' });
    newPay().newTransaction(validParams({ container: 'pay-here', email: 'embed@example.com' }));
    expect(container.querySelector('iframe')).not.toBeNull();
    expect(main.hasAttribute('inert')).toBe(false);
  });

  test('It should hand the parameters to the frame on loaded:checkout, posting only to the checkout origin', () => {
    const pay = newPay();
    const transaction = pay.newTransaction(validParams({ firstName: 'Ada' }));
    const post = spyOnFramePost();
    expect(pay.isLoaded()).toBe(false);
    fromCheckout({ event: 'loaded:checkout' });
    expect(pay.isLoaded()).toBe(true);
    expect(post).toHaveBeenCalledWith(
      { type: 'inline:url', path: 'newTransaction', params: { ...transaction.urlParameters, checkout_token: expect.stringMatching(/^[A-Za-z0-9]{24}$/) } },
      CHECKOUT_ORIGIN,
    );
    expect(transaction.urlParameters.firstname).toBe('Ada');
    expect(post.mock.calls.every(([, target]) => target === CHECKOUT_ORIGIN)).toBe(true);
  });

  test('It should hand a known access code to the frame alone, without calling the API', () => {
    const fetch = stubFetch({ status: true, data: {} });
    const onSuccess = jest.fn();
    const transaction = newPay().newTransaction({ accessCode: 'ac_srv', amount: 'ignored', metadata: { a: 1 }, onSuccess });
    const post = spyOnFramePost();
    fromCheckout({ event: 'loaded:checkout' });
    expect(post).toHaveBeenCalledWith(
      { type: 'inline:url', path: 'newTransaction', params: { accessCode: 'ac_srv' } },
      CHECKOUT_ORIGIN,
    );
    expect(transaction.urlParameters.amount).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
    fromCheckout({ event: 'success', data: { reference: 'R' } });
    expect(onSuccess).toHaveBeenCalled();
  });

  test('It should send the parameters again on every loaded:checkout, as the frame may reload', () => {
    const transaction = newPay().newTransaction(validParams());
    const post = spyOnFramePost();
    fromCheckout({ event: 'loaded:checkout' });
    fromCheckout({ event: 'loaded:checkout' });
    const start = { type: 'inline:url', path: 'newTransaction', params: { ...transaction.urlParameters, checkout_token: expect.any(String) } };
    expect(post.mock.calls).toEqual([
      [start, CHECKOUT_ORIGIN],
      [start, CHECKOUT_ORIGIN],
    ]);
  });

  test('It should throw validation errors with their issues', () => {
    expect(() => newPay().newTransaction({ key: 'pk' })).toThrow('Invalid transaction parameters');
    expect(checkoutFrame()).toBeNull();
  });

  test('It should not mutate the merchant parameters', () => {
    const params = validParams({ metadata: { order: 1 }, firstName: 'Ada' });
    const copy = JSON.stringify(params);
    newPay().newTransaction(params);
    expect(JSON.stringify(params)).toBe(copy);
  });
});

describe('events from the checkout frame', () => {
  test('loaded:transaction hides the spinner and fires onLoad', () => {
    const cb = callbacks();
    const transaction = newPay().newTransaction(validParams(cb));
    const customer = { email: 'ada@example.com', first_name: 'Ada' };
    fromCheckout({ event: 'loaded:transaction', data: { id: 4242, customer, accessCode: 'ac_9', status: 'x', extra: 1 } });
    expect(backgroundFrame()?.getAttribute('data-loaded')).toBe('true');
    expect(backgroundFrame()?.contentDocument?.querySelector<HTMLElement>('[role="status"]')?.style.display).toBe('none');
    expect(cb.onLoad).toHaveBeenCalledWith({ id: 4242, customer, accessCode: 'ac_9' });
    expect(transaction.accessCode).toBe('ac_9');
  });

  test('error of type setup fires onError; other errors are only logged', () => {
    const cb = callbacks();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    newPay().newTransaction(validParams(cb));
    fromCheckout({ event: 'error', data: { type: 'other', message: 'card iframe failed' } });
    expect(cb.onError).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalled();
    fromCheckout({ event: 'error', data: { type: 'setup', message: 'Invalid key' } });
    expect(cb.onError).toHaveBeenCalledWith({ type: 'setup', message: 'Invalid key' });
  });

  test('an error event without data is logged, not thrown', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const transaction = newPay().newTransaction(validParams());
    fromCheckout({ event: 'error' });
    expect(transaction.log.errors).toBe(1);
    expect(logged).toHaveBeenCalledWith('AsoPay checkout error:', undefined);
  });

  test.each(['cancel', 'close'] as const)('%s closes, marks the transaction abandoned and inactive, fires onCancel and onClose', (event) => {
    jest.useFakeTimers();
    try {
      const cb = callbacks();
      const transaction = newPay().newTransaction(validParams(cb));
      const background = backgroundFrame();
      fromCheckout({ event });
      expect(checkoutFrame()).toBeNull();
      expect(background?.style.opacity).toBe('0');
      jest.advanceTimersByTime(FADE_MS - 1);
      expect(background?.isConnected).toBe(true);
      jest.advanceTimersByTime(1);
      expect(background?.isConnected).toBe(false);
      expect(transaction.status).toBe('abandoned');
      expect(transaction.isActive).toBe(false);
      expect(cb.onCancel).toHaveBeenCalledTimes(1);
      expect(cb.onClose).toHaveBeenCalledTimes(1);
      expect(cb.onSuccess).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  test('transfer:pending closes and fires onBankTransferConfirmationPending', () => {
    const cb = callbacks();
    newPay().newTransaction(validParams(cb));
    fromCheckout({ event: 'transfer:pending', data: { reference: 'R1' } });
    expect(checkoutFrame()).toBeNull();
    expect(cb.onBankTransferConfirmationPending).toHaveBeenCalledWith({ reference: 'R1' });
    expect(cb.onCancel).not.toHaveBeenCalled();
  });

  test('success closes and fires onSuccess then callback with the response', () => {
    const cb = callbacks();
    const transaction = newPay().newTransaction(validParams(cb));
    const response = { reference: 'R1', status: 'success', message: 'Approved' };
    fromCheckout({ event: 'success', data: response });
    expect(checkoutFrame()).toBeNull();
    expect(cb.onSuccess).toHaveBeenCalledWith(response);
    expect(cb.callback).toHaveBeenCalledWith(response);
    expect(transaction.status).toBe('success');
    expect(transaction.isActive).toBe(false);
    expect(transaction.log.success).toBe(true);
  });

  test('a throwing onSuccess does not stop callback', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const callback = jest.fn();
    newPay().newTransaction(validParams({ onSuccess: () => { throw new Error('merchant bug'); }, callback }));
    fromCheckout({ event: 'success', data: { reference: 'R1' } });
    expect(callback).toHaveBeenCalled();
  });

  test('Escape cancels the checkout', () => {
    const cb = callbacks();
    newPay().newTransaction(validParams(cb));
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(checkoutFrame()).toBeNull();
    expect(cb.onCancel).toHaveBeenCalled();
  });
});

describe('message security', () => {
  test('It should ignore a message from a third origin', () => {
    const cb = callbacks();
    newPay().newTransaction(validParams(cb));
    fromCheckout({ event: 'success', data: { reference: 'forged' } }, { origin: 'https://evil.example' });
    expect(cb.onSuccess).not.toHaveBeenCalled();
    expect(checkoutFrame()).not.toBeNull();
  });

  test('It should ignore a message from the page itself even with the checkout origin', () => {
    const cb = callbacks();
    newPay().newTransaction(validParams(cb));
    fromCheckout({ event: 'success', data: { reference: 'forged' } }, { source: window });
    fromCheckout({ event: 'success', data: { reference: 'forged' } }, { source: null });
    expect(cb.onSuccess).not.toHaveBeenCalled();
  });

  test('It should ignore a message from another frame with the checkout origin', () => {
    const cb = callbacks();
    const other = document.createElement('iframe');
    document.body.appendChild(other);
    newPay().newTransaction(validParams(cb));
    fromCheckout({ event: 'success', data: { reference: 'forged' } }, { source: other.contentWindow });
    expect(cb.onSuccess).not.toHaveBeenCalled();
  });

  test('It should ignore unknown events and malformed data', () => {
    const cb = callbacks();
    newPay().newTransaction(validParams(cb));
    fromCheckout({ event: 'steal' });
    fromCheckout({ type: 'success' });
    fromCheckout('garbage');
    expect(checkoutFrame()).not.toBeNull();
  });

  test('It should accept the embed strings only from its own frame', () => {
    const cb = callbacks();
    newPay().newTransaction(validParams(cb));
    fromCheckout('PaystackClose', { origin: 'https://evil.example' });
    expect(cb.onCancel).not.toHaveBeenCalled();
    fromCheckout('PaystackOpen');
    expect(cb.onLoad).toHaveBeenCalled();
    fromCheckout('PaystackTLSClose');
    expect(cb.onCancel).toHaveBeenCalled();
  });
});

describe('transactions', () => {
  test('It should reuse an abandoned transaction with identical parameters', () => {
    const pay = newPay();
    const first = pay.newTransaction(validParams());
    fromCheckout({ event: 'cancel' });
    const onSuccess = jest.fn();
    const second = pay.newTransaction(validParams({ onSuccess }));
    expect(second).toBe(first);
    expect(second.isActive).toBe(true);
    fromCheckout({ event: 'success', data: { reference: 'R' } });
    expect(onSuccess).toHaveBeenCalled();
  });

  test('It should reuse a transaction without status that is still open', () => {
    const pay = newPay();
    const first = pay.newTransaction(validParams());
    expect(pay.newTransaction(validParams())).toBe(first);
    expect(document.querySelectorAll('iframe[title="Secure checkout"]')).toHaveLength(1);
  });

  test('It should not reuse a successful transaction', () => {
    const pay = newPay();
    const first = pay.newTransaction(validParams());
    fromCheckout({ event: 'success', data: { reference: 'R' } });
    expect(pay.newTransaction(validParams())).not.toBe(first);
  });

  test('Starting a different transaction cancels the active one', () => {
    const pay = newPay();
    const onCancel = jest.fn();
    const first = pay.newTransaction(validParams({ onCancel }));
    const second = pay.newTransaction(validParams({ amount: 999 }));
    expect(second).not.toBe(first);
    expect(first.isActive).toBe(false);
    expect(onCancel).toHaveBeenCalled();
    expect(document.querySelectorAll('iframe[title="Secure checkout"]')).toHaveLength(1);
  });

  test.each(['none', 'id', 'object'] as const)('cancelTransaction(%s) cancels and closes', (how) => {
    const pay = newPay();
    const onCancel = jest.fn();
    const transaction = pay.newTransaction(validParams({ onCancel }));
    pay.cancelTransaction(how === 'none' ? undefined : how === 'id' ? transaction.id : transaction);
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(transaction.isActive).toBe(false);
    expect(checkoutFrame()).toBeNull();
    pay.cancelTransaction(transaction.id);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  test('preloadTransaction loads hidden and the opener shows it', () => {
    const pay = newPay();
    const open = pay.preloadTransaction(validParams());
    expect(checkoutFrame()?.style.visibility).toBe('hidden');
    expect(document.documentElement.style.overflow).toBe('');
    open();
    expect(checkoutFrame()?.style.visibility).toBe('visible');
  });

  test('the deprecated setup and openIframe warn and still open the checkout', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    AsoPay.configure({ origin: CHECKOUT_ORIGIN });
    try {
      const handler = AsoPay.setup(validParams());
      expect(warn).toHaveBeenCalledWith(SETUP_DEPRECATED);
      handler.openIframe();
      expect(warn).toHaveBeenCalledWith(OPEN_IFRAME_DEPRECATED);
      expect(checkoutFrame()?.style.visibility).toBe('visible');
    } finally {
      AsoPay.configure({});
    }
  });
});

describe('embed mode', () => {
  test('It should render the checkout inside the merchant container without a background', () => {
    const container = document.createElement('div');
    container.id = 'pay-here';
    document.body.appendChild(container);
    const onSuccess = jest.fn();
    newPay().newTransaction(validParams({ container: 'pay-here', onSuccess }));
    expect(container.querySelector('iframe')).toBe(checkoutFrame());
    expect(backgroundFrame()).toBeNull();
    expect(document.documentElement.style.overflow).toBe('');
    fromCheckout({ event: 'success', data: { reference: 'R' } });
    expect(onSuccess).toHaveBeenCalled();
  });

  test('It should open the overlay, with a warning, when the container is not in the DOM', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onSuccess = jest.fn();
    newPay().newTransaction(validParams({ container: 'missing', onSuccess }));
    expect(checkoutFrame()?.style.visibility).toBe('visible');
    expect(backgroundFrame()?.style.opacity).toBe('1');
    expect(warn).toHaveBeenCalledWith(CONTAINER_MISSING_WARNING, 'missing');
    fromCheckout({ event: 'success', data: { reference: 'R' } });
    expect(onSuccess).toHaveBeenCalled();
  });

});

describe('checkout() and resumeTransaction()', () => {
  test("It should send one checkout token for every request of a page's session, and another from another session", async () => {
    const fetch = stubFetch({ status: true, message: 'ok', data: initData });
    const tokenOf = (index: number) => {
      const calls = (fetch.mock.calls as Array<[string, RequestInit]>).filter(([url]) => url.endsWith('/checkout/request_inline'));
      return (JSON.parse(String(calls[index]?.[1].body)) as { checkout_token?: string }).checkout_token;
    };
    const pay = newPay();
    await pay.checkout(validParams());
    await pay.checkout(validParams({ amount: 160000 }));
    await newPay().checkout(validParams());
    expect(tokenOf(0)).toEqual(expect.any(String));
    expect(tokenOf(1)).toBe(tokenOf(0));
    expect(tokenOf(2)).not.toBe(tokenOf(0));
  });

  test('checkout() initialises through the API with language and connect_account as headers', async () => {
    const fetch = stubFetch({ status: true, message: 'ok', data: initData });
    const pay = newPay();
    const transaction = await pay.checkout(validParams({ language: 'fr', connect_account: 'ACCT_1' }));
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`${CHECKOUT_ORIGIN}/checkout/request_inline`);
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ 'Accept-Language': 'fr', 'x-connect-account': 'ACCT_1' });
    const body = JSON.parse(init.body as string) as Record<string, unknown>;
    expect(body).toMatchObject({ key: 'pk_test_1', email: 'ada@example.com', amount: 150000, mode: 'popup' });
    expect('language' in body || 'connect_account' in body).toBe(false);
    expect(body.checkout_token).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(transaction.accessCode).toBe('ac_123');
    expect(checkoutFrame()?.style.visibility).toBe('visible');
    const post = spyOnFramePost();
    fromCheckout({ event: 'loaded:checkout' });
    expect(post).toHaveBeenCalledWith(
      { type: 'inline:url', path: 'newTransaction', params: { accessCode: 'ac_123' } },
      CHECKOUT_ORIGIN,
    );
  });

  test('checkout() sends set_ip after load and update_log on close, with the merchant key as bearer', async () => {
    const fetch = stubFetch({ status: true, message: 'ok', data: initData });
    await newPay().checkout(validParams());
    await settle();
    const [ipUrl, ipInit] = fetch.mock.calls[1] as [string, RequestInit];
    expect(ipUrl).toBe(`${CHECKOUT_ORIGIN}/transaction/set_ip/991`);
    expect(ipInit).toMatchObject({ method: 'POST', headers: { Authorization: 'Bearer pk_test_merchant' } });
    expect(ipInit.body).toBeUndefined();
    fromCheckout({ event: 'cancel' });
    const [logUrl, logInit] = fetch.mock.calls[2] as [string, RequestInit];
    expect(logUrl).toBe(`${CHECKOUT_ORIGIN}/transaction/update_log/991`);
    expect(logInit.headers).toMatchObject({ Authorization: 'Bearer pk_test_merchant' });
    const log = JSON.parse((JSON.parse(logInit.body as string) as { payload: string }).payload) as Record<string, unknown>;
    expect(log).toMatchObject({ attempts: 1, errors: 0, success: false, input: [] });
    expect(Object.keys(log).sort()).toEqual(
      ['attempts', 'errors', 'history', 'input', 'mobile', 'start_time', 'success', 'time_spent'].sort(),
    );
  });

  test('checkout() surfaces status false to onError and as a rejected promise', async () => {
    stubFetch({ status: false, message: 'Invalid key' });
    const onError = jest.fn();
    await expect(newPay().checkout(validParams({ onError }))).rejects.toMatchObject({ status: false, message: 'Invalid key' });
    expect(onError).toHaveBeenCalledWith({ status: false, message: 'Invalid key' });
    expect(checkoutFrame()).toBeNull();
  });

  test('checkout() surfaces a network failure to onError', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    const onError = jest.fn();
    await expect(newPay().checkout(validParams({ onError }))).rejects.toThrow('Failed to fetch');
    expect(onError).toHaveBeenCalledWith({ status: false, message: 'Failed to fetch' });
  });

  test('checkout() rejects invalid parameters without calling the API', async () => {
    const fetch = stubFetch({ status: true, data: initData });
    await expect(newPay().checkout({})).rejects.toThrow('Transaction parameters should be a non-empty object');
    expect(fetch).not.toHaveBeenCalled();
  });

  test('resumeTransaction verifies the access code and opens the checkout', async () => {
    const fetch = stubFetch({ status: true, message: 'ok', data: initData });
    const onSuccess = jest.fn();
    const transaction = newPay().resumeTransaction('ac_123', { onSuccess });
    expect(transaction.accessCode).toBe('ac_123');
    await settle();
    expect(fetch.mock.calls[0]?.[0]).toBe(`${CHECKOUT_ORIGIN}/transaction/verify_access_code/ac_123`);
    expect((fetch.mock.calls[0]?.[1] as RequestInit).method).toBe('GET');
    expect(checkoutFrame()?.style.visibility).toBe('visible');
    fromCheckout({ event: 'success', data: { reference: 'R' } });
    expect(onSuccess).toHaveBeenCalledWith({ reference: 'R' });
  });

  test('resumeTransaction reports a failed verification to onError', async () => {
    stubFetch({ status: false, message: 'Access code not found' });
    const onError = jest.fn();
    newPay().resumeTransaction('ac_bad', { onError });
    await settle();
    expect(onError).toHaveBeenCalledWith({ status: false, message: 'Access code not found' });
  });
});

describe('pre-checkout modal from checkout()', () => {
  function modalRoot(): ShadowRoot | null {
    return document.querySelector('[data-aso-pay="modal"]')?.shadowRoot ?? null;
  }
  function button(text: string): HTMLButtonElement {
    const found = [...(modalRoot()?.querySelectorAll('button') ?? [])].find((b) => b.textContent === text);
    if (!found) throw new Error(`no button ${text}`);
    return found;
  }

  test('It should show the vault variant with the checkout preloaded behind it', async () => {
    stubFetch({ status: true, message: 'ok', data: { ...initData, canPayWithVault: true } });
    await newPay().checkout(validParams());
    expect(modalRoot()).not.toBeNull();
    expect(checkoutFrame()?.style.visibility).toBe('hidden');
    const post = spyOnFramePost();
    button('Pay with Vault').click();
    expect(modalRoot()).toBeNull();
    expect(checkoutFrame()?.style.visibility).toBe('visible');
    fromCheckout({ event: 'loaded:checkout' });
    expect(post).toHaveBeenCalledWith({ type: 'inline:pay-with-vault' }, CHECKOUT_ORIGIN);
  });

  test("'Use other payment methods' opens the checkout without vault", async () => {
    stubFetch({ status: true, message: 'ok', data: { ...initData, link_config: { enabled: true, has_payment_instruments: true } } });
    await newPay().checkout(validParams());
    button('Use other payment methods').click();
    expect(modalRoot()).toBeNull();
    expect(checkoutFrame()?.style.visibility).toBe('visible');
  });

  test('Focus returns to the opener after the modal and after the checkout behind it', async () => {
    stubFetch({ status: true, message: 'ok', data: { ...initData, canPayWithVault: true } });
    const opener = document.createElement('button');
    document.body.appendChild(opener);
    opener.focus();
    const pay = newPay();
    await pay.checkout(validParams());
    modalRoot()?.querySelector<HTMLButtonElement>('button[aria-label="Close"]')?.focus();
    modalRoot()?.querySelector<HTMLButtonElement>('button[aria-label="Close"]')?.click();
    expect(document.activeElement).toBe(opener);
    await pay.checkout(validParams());
    button('Use other payment methods').focus();
    button('Use other payment methods').click();
    expect(document.activeElement).toBe(checkoutFrame());
    fromCheckout({ event: 'cancel' });
    expect(document.activeElement).toBe(opener);
  });

  test('Closing the modal cancels the transaction', async () => {
    stubFetch({ status: true, message: 'ok', data: { ...initData, canPayWithVault: true } });
    const onCancel = jest.fn();
    const transaction = await newPay().checkout(validParams({ onCancel }));
    modalRoot()?.querySelector<HTMLButtonElement>('button[aria-label="Close"]')?.click();
    expect(modalRoot()).toBeNull();
    expect(checkoutFrame()).toBeNull();
    expect(onCancel).toHaveBeenCalled();
    expect(transaction.status).toBe('abandoned');
  });

  test.each([
    ['recurring', { custom_filters: { recurring: true } }],
    ['plan-based', { plan_details: { interval: 'monthly' } }],
  ])('It should not show the modal for a %s transaction', async (_name, extra) => {
    stubFetch({ status: true, message: 'ok', data: { ...initData, canPayWithVault: true, ...extra } });
    await newPay().checkout(validParams());
    expect(modalRoot()).toBeNull();
    expect(checkoutFrame()?.style.visibility).toBe('visible');
  });

  test('It should not show the modal when neither wallet nor vault is possible', async () => {
    stubFetch({ status: true, message: 'ok', data: { ...initData, link_config: { enabled: true, has_payment_instruments: false } } });
    await newPay().checkout(validParams());
    expect(modalRoot()).toBeNull();
  });
});

describe('paymentRequest()', () => {
  test('It should require a container', async () => {
    await expect(newPay().paymentRequest(validParams())).rejects.toThrow(PAYMENT_REQUEST_NEEDS_CONTAINER);
  });

  test('It should require the container to be in the DOM', async () => {
    await expect(newPay().paymentRequest(validParams({ container: 'nowhere' }))).rejects.toThrow(
      'Container to mount elements was not provided',
    );
  });

  test('It should reject when no wallet is available and hint at loadPaystackCheckoutButton', async () => {
    stubFetch({ status: true, message: 'ok', data: { ...initData, channels: ['card', 'apple_pay'] } });
    const hint = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    document.body.innerHTML = '<div id="wallet"></div>';
    await expect(newPay().paymentRequest(validParams({ container: 'wallet' }))).rejects.toThrow(NO_WALLET);
    expect(hint.mock.calls[0]?.[0]).toContain('loadPaystackCheckoutButton');
  });

  test('It should wire loadPaystackCheckoutButton to the regular checkout when no wallet is available', async () => {
    stubFetch({ status: true, message: 'ok', data: initData });
    document.body.innerHTML = '<div id="wallet"></div><button id="fallback">Pay</button>';
    await expect(
      newPay().paymentRequest({ ...validParams(), container: 'wallet', loadPaystackCheckoutButton: 'fallback' }),
    ).rejects.toThrow(NO_WALLET);
    document.getElementById('fallback')?.click();
    expect(checkoutFrame()?.style.visibility).toBe('visible');
  });
});
