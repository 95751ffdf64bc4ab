import type { SubaccountInput } from './subaccount-types';

/**
 * The form's text as the API's body: trimmed, the percentage as typed (the API reads numeric text and names the
 * field when it is not a number); blank fields are left out (the API names a required one as missing, and on an
 * update a blank field is one left as it is: the API reads an empty value as "not given").
 */
export function subaccountBody(input: SubaccountInput): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(input)) {
    if (typeof value === 'boolean') body[field] = value;
    else if (typeof value === 'string' && value.trim() !== '') body[field] = value.trim();
  }
  return body;
}
