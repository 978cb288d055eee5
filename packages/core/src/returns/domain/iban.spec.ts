import { describe, expect, it } from 'vitest';
import { ibanLast4, validateIban } from './iban.js';

describe('IBAN validation', () => {
  it('accepts each region’s country format with valid check digits, as typed', () => {
    expect(validateIban('sa03 8000 0000 6080 1016 7519', 'sa')).toEqual({ ok: true, iban: 'SA0380000000608010167519' });
    expect(validateIban('AE07-0331-2345-6789-0123-456', 'ae')).toEqual({ ok: true, iban: 'AE070331234567890123456' });
    expect(validateIban('EG380019000500000000263180002', 'eg')).toEqual({ ok: true, iban: 'EG380019000500000000263180002' });
    expect(validateIban('SA٠٣80000000608010167519', 'sa')).toEqual({ ok: true, iban: 'SA0380000000608010167519' });
  });

  it('names what is wrong', () => {
    expect(validateIban('', 'sa')).toEqual({ ok: false, issue: 'missing' });
    expect(validateIban('EG380019000500000000263180002', 'sa')).toEqual({ ok: false, issue: 'country' });
    expect(validateIban('SA038000000060801016751', 'sa')).toEqual({ ok: false, issue: 'length' });
    expect(validateIban('SA03800000006080101675!9', 'sa')).toEqual({ ok: false, issue: 'characters' });
    expect(validateIban('SA0380000000608010167518', 'sa')).toEqual({ ok: false, issue: 'checksum' });
    expect(validateIban('SA3080000000608010167519', 'sa')).toEqual({ ok: false, issue: 'checksum' });
  });

  it('shows the last four only', () => {
    expect(ibanLast4('SA0380000000608010167519')).toBe('7519');
  });
});
