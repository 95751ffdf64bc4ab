type Attribute = string | number | boolean | undefined | ((event: Event) => void);
export type Child = Node | string | number | false | null | undefined;

/**
 * Creates an element. Text always goes in as text nodes (merchant and server text is never parsed as HTML);
 * `on…` attributes become listeners; `true` sets an empty attribute and `false`/undefined leaves it out.
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, Attribute> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (typeof value === 'function') element.addEventListener(name.slice(2), value);
    else if (value === true) element.setAttribute(name, '');
    else if (value !== false && value !== undefined) element.setAttribute(name, String(value));
  }
  append(element, children);
  return element;
}

export function append(parent: Element, children: Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    parent.append(typeof child === 'number' ? String(child) : child);
  }
}

let ids = 0;
/** A fresh id for label/description wiring. */
export function uid(prefix: string): string {
  ids += 1;
  return `${prefix}-${ids}`;
}

/** A labelled input with a description and an error line wired through `aria-describedby`. */
export interface Field {
  wrap: HTMLDivElement;
  input: HTMLInputElement;
  setError(message: string | undefined): void;
}

export function field(label: string, attributes: Record<string, Attribute>, hint?: string, extra?: Child): Field {
  const id = uid('f');
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const input = h('input', { id, type: 'text', 'aria-describedby': hint ? `${hintId} ${errorId}` : errorId, ...attributes });
  const error = h('p', { class: 'field-error', id: errorId });
  const wrap = h(
    'div',
    { class: 'field' },
    h('label', { for: id }, label),
    hint ? h('p', { class: 'hint', id: hintId }, hint) : null,
    extra ? h('div', { class: 'input-row' }, input, extra) : input,
    error,
  );
  return {
    wrap,
    input,
    setError(message) {
      error.textContent = message ?? '';
      if (message) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
    },
  };
}

/** An alert box for an error the customer can act on (announced at once by screen readers). */
export function alertBox(message: string): HTMLElement {
  return h('div', { class: 'alert', role: 'alert' }, message);
}

export function button(label: string, onClick: () => void, className = 'primary', type: 'button' | 'submit' = 'button'): HTMLButtonElement {
  return h('button', { type, class: className, onclick: type === 'button' ? onClick : undefined }, label);
}

/** Disables a form's controls while a request runs and shows `busyLabel` on its submit button. */
export async function busy<T>(form: HTMLElement, submit: HTMLButtonElement | undefined, busyLabel: string, work: () => Promise<T>): Promise<T> {
  const controls = [...form.querySelectorAll<HTMLInputElement | HTMLButtonElement>('input, button')];
  const label = submit?.textContent ?? '';
  for (const control of controls) control.disabled = true;
  form.setAttribute('aria-busy', 'true');
  if (submit) submit.textContent = busyLabel;
  try {
    return await work();
  } finally {
    for (const control of controls) control.disabled = false;
    form.removeAttribute('aria-busy');
    if (submit) submit.textContent = label;
  }
}
