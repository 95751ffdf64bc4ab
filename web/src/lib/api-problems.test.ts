import { problemSentence, readableMessage } from './api-problems';

describe('readableMessage', () => {
  test('It should turn a quantity over the limit into a sentence naming the item', () => {
    const problems = [{ path: 'items[1].quantity', message: 'quantity must be at most 20' }];
    expect(readableMessage('items[1].quantity: quantity must be at most 20', problems, ['Gobi Cap', 'Royal Agbada'])).toBe(
      'You can order at most 20 of Royal Agbada at a time.',
    );
    expect(readableMessage('items[1].quantity: quantity must be at most 20', problems)).toBe('You can order at most 20 of item 2 of your order at a time.');
  });

  test('It should never show a field path, even for a problem it has no words for', () => {
    const shown = readableMessage('items[0].productId: productId is not valid', [{ path: 'items[0].productId', message: 'productId is not valid' }], ['Gobi Cap']);
    expect(shown).toBe('Gobi Cap: The product is not valid.');
    expect(shown).not.toMatch(/items\[|productId/);
    expect(readableMessage('neededBy: neededBy must be a real date', undefined)).toBe('The needed-by date must be a real date.');
  });

  test('It should keep a message that is a sentence already', () => {
    expect(readableMessage('Please select a measurement', [{ path: 'measurementId', message: 'Please select a measurement' }])).toBe('Please select a measurement');
    expect(readableMessage('Your cart is empty', [{ path: 'items', message: 'Your cart is empty' }])).toBe('Your cart is empty');
  });
});

describe('problemSentence', () => {
  test('It should ask for at least one piece and for whole numbers', () => {
    expect(problemSentence({ path: 'items[0].quantity', message: 'quantity must be at least 1' }, ['Gobi Cap'])).toBe('Choose at least 1 of Gobi Cap.');
    expect(problemSentence({ path: 'items[0].quantity', message: 'quantity must be a whole number' }, ['Gobi Cap'])).toBe('The quantity of Gobi Cap must be a whole number.');
  });
});
