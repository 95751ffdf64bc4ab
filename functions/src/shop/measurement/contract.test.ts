import { MeasurementSet } from '../db/measurement-set';
import { measurementsInput } from './contract';
import { measureGuidance, measureLabels, measureNames, measures } from '../domain/measures';

describe('measurement contract', () => {
  test('It should know the twelve measures once, each with a label and guidance', () => {
    expect(measureNames).toEqual(['shoulder', 'sleeve', 'roundSleeve', 'chest', 'tommy', 'topLength', 'neck', 'waist', 'laps', 'knee', 'trouserLength', 'capSize']);
    for (const name of measureNames) {
      expect(measureLabels[name]).toBe(measures[name].label);
      expect(measureGuidance[name]).not.toBe('');
    }
  });

  test('It should store every measure the contract accepts', () => {
    const stored = MeasurementSet.create({ userId: 'u', measurementId: 'm', name: 'n', createdAt: 'c', ...Object.fromEntries(measureNames.map((name) => [name, measures[name].min])) }).params().Item;
    for (const name of measureNames) expect(stored?.[name]).toBe(measures[name].min);
  });

  test('It should take numbers and numeric strings in range, rounded to hundredths', () => {
    expect(measurementsInput.parse({ name: 'A', chest: '40.126', neck: 15, waist: '' })).toEqual({ name: 'A', chest: 40.13, neck: 15 });
  });

  test('It should refuse a measure outside its range, naming the range', () => {
    const result = measurementsInput.safeParse({ name: 'A', chest: 100 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Enter the chest in inches, between 20 and 70');
    expect(measurementsInput.safeParse({ name: 'A', knee: '12cm' }).success).toBe(false);
  });

  test('It should report every problem at once, each in a sentence on its own field', () => {
    const issues = measurementsInput.safeParse({ name: ' ', roundSleeve: 1, trouserLength: 'long' }).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'Enter whose measurement this is'],
      ['roundSleeve', 'Enter the round sleeve in inches, between 5 and 30'],
      ['trouserLength', 'Enter the trouser length in inches, between 20 and 60'],
    ]);
  });
});
