import { payText } from './dom';
import type { AsoPay } from './pay';
import { PARAMETER_TYPES } from './validate';

export const BUTTON_NOT_FOUND = 'Please make sure the buttonId is an element available in the DOM';

/** Data attributes that configure the button rather than the transaction. */
const BUTTON_ATTRIBUTES = ['buttonId', 'buttonText', 'buttonVariant'];

const VARIANTS: Record<string, string> = {
  normal: 'background:#011b33;color:#fff;border:0',
  light: 'background:#fff;color:#011b33;border:1px solid #011b33',
};

/** SPEC §9 button defaults: height 50px, width auto, radius 3px, padding 10px. */
function buttonStyle(variant: string | undefined): string {
  const colours = VARIANTS[variant ?? 'normal'] ?? VARIANTS.normal;
  return `height:50px;width:auto;border-radius:3px;padding:10px;font:600 16px/1 system-ui,sans-serif;cursor:pointer;${colours}`;
}

function convert(name: string, value: string): unknown {
  const types = PARAMETER_TYPES[name] ?? [];
  if (name === 'metadata' || name === 'channels' || name === 'connect_split') {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return name === 'metadata' ? value : value.split(',').map((part) => part.trim());
    }
  }
  if (types.length === 1 && types[0] === 'number') return Number(value);
  return value;
}

/** Transaction parameters from the script tag's data attributes (`data-first-name` → `firstName`, `data-split-code` → `split_code`). */
export function parametersFromDataset(dataset: DOMStringMap): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const key of Object.keys(dataset)) {
    const value = dataset[key];
    if (value === undefined || BUTTON_ATTRIBUTES.includes(key)) continue;
    const snake = key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    const name = key in PARAMETER_TYPES ? key : snake in PARAMETER_TYPES ? snake : undefined;
    if (name) params[name] = convert(name, value);
  }
  return params;
}

/**
 * Form-button mode: a `<script data-key=… data-email=… data-amount=…>` inside a `<form>` renders a pay
 * button; on success a hidden `reference` input is added and the form is submitted.
 */
export function mountFormButton(script: HTMLScriptElement, pay: AsoPay): HTMLElement | undefined {
  const dataset = script.dataset;
  const params = parametersFromDataset(dataset);
  const form = script.closest('form');
  let button: HTMLElement;
  if (dataset.buttonId) {
    const found = document.getElementById(dataset.buttonId);
    if (!found) {
      console.error(BUTTON_NOT_FOUND);
      return undefined;
    }
    button = found;
  } else {
    button = document.createElement('button');
    button.setAttribute('type', 'button');
    button.style.cssText = buttonStyle(dataset.buttonVariant);
    button.textContent = dataset.buttonText || payText(String(params.currency ?? 'NGN'), params.amount);
    script.insertAdjacentElement('afterend', button);
  }
  button.addEventListener('click', (event) => {
    event.preventDefault();
    pay.newTransaction({
      ...params,
      onSuccess: (response: { reference?: string }) => {
        if (!form) return;
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = 'reference';
        input.value = String(response?.reference ?? '');
        form.appendChild(input);
        form.submit();
      },
    });
  });
  return button;
}
