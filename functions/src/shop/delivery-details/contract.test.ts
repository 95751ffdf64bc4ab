import { nigerianStates } from '../domain/nigerian-states';
import { deliveryDetailsInput, isNigerianState } from './contract';

const address = { name: 'Ada Obi', phone: '+2348012345678', address: '12 Allen Avenue', state: 'Lagos', city: 'Ikeja' };

describe('delivery details contract', () => {
  test('It should know 36 states and the FCT, as one list', () => {
    expect(nigerianStates).toHaveLength(37);
    expect(new Set(nigerianStates).size).toBe(37);
    expect(nigerianStates).toContain('FCT (Abuja)');
  });

  test('It should take a Nigerian state however it is written, and refuse a place that is not one', () => {
    for (const state of ['Lagos', 'lagos state', 'Abuja', 'FCT', 'Akwa Ibom']) expect(isNigerianState(state)).toBe(true);
    expect(isNigerianState('Lagoss')).toBe(false);
    expect(deliveryDetailsInput.safeParse({ ...address, state: 'Abuja' }).success).toBe(true);
    const wrong = deliveryDetailsInput.safeParse({ ...address, state: 'Accra' });
    expect(wrong.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['state', 'Choose one of the 36 states or the FCT']]);
    // Another country's address keeps its own region.
    expect(deliveryDetailsInput.safeParse({ ...address, country: 'Ghana', state: 'Greater Accra' }).success).toBe(true);
  });

  test('It should report every missing field at once, in sentences', () => {
    const issues = deliveryDetailsInput.safeParse({ name: '', phone: '', address: '', state: '', city: '' }).error?.issues ?? [];
    expect(Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issue.message]))).toEqual({
      name: 'Enter the name of the person who receives the order',
      phone: 'Enter a valid phone number',
      address: 'Enter the street address',
      state: 'Choose the state',
      city: 'Enter the city or town',
    });
  });
});
