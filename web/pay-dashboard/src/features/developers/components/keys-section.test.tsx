/** @jest-environment jsdom */
import '../../../../../src/testing/jsdom-polyfills';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { StaffContext, type Me, type StaffRole } from '../../../lib/staff-context';
import type { Keys } from '../api/get-keys';
import { revealSecretKey } from '../api/reveal-secret-key';
import { KeysSection } from './keys-section';

const keys: Keys = {
  mode: 'test',
  test: { publicKey: 'pk_test_aaaa1111', secretKeyLast4: 't4t4' },
  live: { publicKey: 'pk_live_bbbb2222', secretKeyLast4: 'l4l4' },
  liveEnabled: false,
};
jest.mock('../api/get-keys', () => ({ keysKey: 'dashboard:keys', useKeys: () => ({ status: 'success', data: keys, retry: () => undefined }) }));
jest.mock('../api/reveal-secret-key', () => ({ revealSecretKey: jest.fn(async (_password: string, mode: string) => `sk_${mode}_revealed0000`) }));
jest.mock('../api/rotate-keys', () => ({ rotateKeys: jest.fn() }));

function renderAs(role: StaffRole) {
  const me: Me = { staffId: 's1', email: 'owner@example.com', role, twoFactorEnabled: true, merchant: { merchantId: 'm1', name: 'Adire', mode: 'test' } };
  render(
    <StaffContext.Provider value={me}>
      <KeysSection />
    </StaffContext.Provider>,
  );
  return { test: screen.getByRole('region', { name: 'Test keys' }), live: screen.getByRole('region', { name: 'Live keys' }) };
}

/** The description after the term `term` inside `part`. */
function described(part: HTMLElement, term: string): string {
  const dt = within(part).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? '';
}

describe('the Developers page keys', () => {
  test('It should show each pair in its own named region, each secret key hidden but for its end, and say live payments are not enabled', () => {
    const { test, live } = renderAs('owner');
    expect([described(test, 'Public key'), described(test, 'Secret key')]).toEqual(['pk_test_aaaa1111', '••••••••t4t4']);
    expect([described(live, 'Public key'), described(live, 'Secret key')]).toEqual(['pk_live_bbbb2222', '••••••••l4l4']);
    expect(live.textContent).toContain('Live payments are not enabled on this deployment');
    expect(within(test).getAllByRole('button').map((button) => button.textContent)).toEqual(['Reveal secret key', 'Rotate keys']);
  });

  test("It should reveal the live secret key by its mode in the live region only, with one password step open at a time", async () => {
    const { test, live } = renderAs('owner');
    fireEvent.click(within(test).getByRole('button', { name: 'Reveal secret key' }));
    fireEvent.click(within(live).getByRole('button', { name: 'Reveal secret key' }));
    expect(screen.getAllByLabelText('Your password')).toHaveLength(1);
    fireEvent.change(within(live).getByLabelText('Your password'), { target: { value: 'Secret-Pass-1' } });
    fireEvent.click(within(live).getByRole('button', { name: 'Reveal secret key' }));
    await waitFor(() => expect(described(live, 'Secret key')).toBe('sk_live_revealed0000'));
    expect(revealSecretKey).toHaveBeenCalledWith('Secret-Pass-1', 'live');
    expect(described(test, 'Secret key')).toBe('••••••••t4t4');
  });

  test('It should offer a developer no rotation in either pair', () => {
    const { test, live } = renderAs('developer');
    expect(within(test).queryByRole('button', { name: 'Rotate keys' })).toBeNull();
    expect(within(live).queryByRole('button', { name: 'Rotate keys' })).toBeNull();
  });
});
