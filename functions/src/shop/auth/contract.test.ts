import { signUpBody } from './contract';

describe('sign-up contract', () => {
  test('It should drop NUL and bidirectional controls from the names', () => {
    const signUp = signUpBody.parse({ email: 'ada@example.com', password: 'Kente-Cloth-2024', otp: '123456', firstName: '\u202EAda', lastName: 'Obi\u0000', phone: '08012345678' });
    expect([signUp.firstName, signUp.lastName]).toEqual(['Ada', 'Obi']);
  });
});
