import { defaultShopSettings } from '@functions/shop/setting/contract';
import { bodyFrom, formFrom, koboFrom, stateChoices } from './general-settings-form';

describe('general settings form', () => {
  test('It should read naira as typed into kobo, and refuse what is not an amount', () => {
    expect(koboFrom('1500')).toBe(1_500_00);
    expect(koboFrom('₦1,500.5')).toBe(1_500_50);
    expect(koboFrom(' 0 ')).toBe(0);
    for (const text of ['', 'lots', '-5', '1.234', '1e3']) expect(koboFrom(text)).toBeNull();
  });

  test('It should list all 36 states and the FCT, keyed as the server keys them', () => {
    expect(stateChoices).toHaveLength(37);
    expect(stateChoices.find((state) => state.name === 'FCT (Abuja)')?.key).toBe('fct');
    expect(stateChoices.find((state) => state.name === 'Akwa Ibom')?.key).toBe('akwa ibom');
  });

  test('It should send fees in kobo, leave blank states out, and name a bad state fee', () => {
    const form = formFrom({ ...defaultShopSettings, deliveryFeeByState: { lagos: 250_00 } });
    expect(form.deliveryFee).toBe('100');
    expect(form.stateFees).toEqual({ lagos: '250' });
    const built = bodyFrom({ ...form, deliveryFee: '1,200.50', stateFees: { lagos: '300', kano: ' ' } });
    expect(built).toEqual({ body: expect.objectContaining({ deliveryFee: 1_200_50, deliveryFeeByState: { lagos: 300_00 } }) });
    expect(bodyFrom({ ...form, stateFees: { kano: 'free' } })).toEqual({ problems: { 'state:kano': 'Enter an amount in naira, such as 1500' } });
  });

  test('It should send the dollar rate in whole naira and free delivery in kobo, blank meaning none', () => {
    const form = formFrom({ ...defaultShopSettings, freeDeliveryFrom: 50_000_00 });
    expect(form).toMatchObject({ dollarRate: '1500', freeDeliveryFrom: '50000' });
    expect(bodyFrom({ ...form, dollarRate: '1,600', freeDeliveryFrom: '' })).toEqual({ body: expect.objectContaining({ dollarRate: 1600, freeDeliveryFrom: null }) });
    expect(bodyFrom({ ...form, freeDeliveryFrom: '75,000' })).toEqual({ body: expect.objectContaining({ freeDeliveryFrom: 75_000_00 }) });
    expect(bodyFrom({ ...form, dollarRate: '1500.5', freeDeliveryFrom: 'lots' })).toEqual({
      problems: { dollarRate: 'Enter the naira one US dollar buys, in whole naira, such as 1500', freeDeliveryFrom: 'Enter an amount in naira, such as 1500' },
    });
  });
});
