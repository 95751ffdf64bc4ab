import { startSite, type TestServer } from '../popup-fixtures/servers';

/**
 * The merchant's page, on its own loopback port (neither the Shop's nor Pay's origin), loading the real
 * script from Pay. Callbacks land in `window.events`; every message the page receives from anywhere lands
 * in `window.messages`, so a test can prove what a frame did or did not get.
 */
export function merchantHtml(payOrigin: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Ada Fabrics</title></head><body>
<main><h1>Ada Fabrics</h1><p>Order #42</p><div id="embed" style="width:420px;height:760px"></div></main>
<script src="${payOrigin}/v1/inline.js"></script>
<script>
window.events = [];
window.messages = [];
window.addEventListener('message', function (event) { messages.push({ origin: event.origin, data: event.data }); });
window.pay = new AsoPay();
window.track = function (params) {
  return Object.assign({
    onLoad: function (info) { events.push(['load', info]); },
    onSuccess: function (response) { events.push(['success', response]); },
    onCancel: function () { events.push(['cancel']); },
    onClose: function () { events.push(['close']); },
    onError: function (error) { events.push(['error', error.message]); },
    onBankTransferConfirmationPending: function (response) { events.push(['pending', response]); },
  }, params);
};
</script>
</body></html>`;
}

/** A merchant site with `/shop` (the page above) and `/callback` (where the redirect flow returns). */
export function startMerchantSite(payOrigin: string): Promise<TestServer & { posts: Record<string, string[]> }> {
  return startSite({
    '/shop': merchantHtml(payOrigin),
    '/callback': '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Thanks</title></head><body><h1>Thank you</h1></body></html>',
  });
}
