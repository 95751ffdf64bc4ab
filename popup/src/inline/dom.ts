/** Small DOM helpers. Text is always set with `textContent`, never parsed as HTML. */

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const name of Object.keys(attributes)) node.setAttribute(name, attributes[name] as string);
  if (text !== undefined) node.textContent = text;
  return node;
}

/** `Pay NGN 1500.00`: amount in minor units shown in major units with 2 decimals. */
export function payText(currency: string | undefined, amount: unknown): string {
  const minor = Number(amount);
  if (!Number.isFinite(minor) || amount === '' || amount === undefined || amount === null) return 'Pay';
  return `Pay ${currency || 'NGN'} ${(minor / 100).toFixed(2)}`;
}

/** Only http(s) URLs may be used as image sources (merchant logos come from the server). */
export function safeImageUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url, location.href);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}
