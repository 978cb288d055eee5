import { describe, expect, it } from 'vitest';
import { phoneShapeIssue } from './phone-shape.js';

describe('a phone number’s shape, as a form checks it before sending', () => {
  it('passes what has the region’s digits, separators and Arabic-Indic digits included', () => {
    expect(phoneShapeIssue('050 123 4567', 'sa')).toBeUndefined();
    expect(phoneShapeIssue('+971 50 123 4567', 'ae')).toBeUndefined();
    expect(phoneShapeIssue('٠١٠٠١٢٣٤٥٦٧', 'eg')).toBeUndefined();
  });

  it('names what is wrong: nothing typed, letters, another country’s prefix, too few digits', () => {
    expect(phoneShapeIssue(' ', 'sa')?.code).toBe('PHONE_REQUIRED');
    expect(phoneShapeIssue('05012abc', 'sa')?.code).toBe('PHONE_NOT_DIGITS');
    expect(phoneShapeIssue('+20 100 123 4567', 'sa')).toEqual({ code: 'PHONE_OTHER_COUNTRY', params: { region: 'sa', expectedCode: '+966' } });
    expect(phoneShapeIssue('12345', 'ae')).toEqual({ code: 'PHONE_TOO_SHORT', params: { region: 'ae', minDigits: 9, digits: 5 } });
  });
});
