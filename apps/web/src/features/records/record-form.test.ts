import { describe, expect, it } from 'vitest';
import type { PersonRecord } from '@/features/records/api/get-records';
import { RECORD_RULES, recordBody, recordFormValues } from '@/features/records/record-form';

const record: PersonRecord = {
  id: 7,
  person: 3,
  competency: 4,
  training: null,
  achieved: '2025-03-14',
  details: 'Assessed on the water',
  current: false,
  expires: '2028-03-14',
  expired: false,
};

describe('the record form', () => {
  it('starts empty and current for a new record', () => {
    expect(recordFormValues(null)).toEqual({
      competency: '',
      training: '',
      achieved: '',
      details: '',
      current: 'true',
    });
  });

  it("holds a record's values and sends them back as the API takes them", () => {
    const values = recordFormValues(record);
    expect(values).toEqual({
      competency: '4',
      training: '',
      achieved: '2025-03-14',
      details: 'Assessed on the water',
      current: 'false',
    });
    expect(recordBody({ ...values, training: '9' })).toEqual({
      competency: 4,
      training: 9,
      achieved: '2025-03-14',
      details: 'Assessed on the water',
      current: false,
    });
    expect(recordBody(values).training).toBeNull();
  });

  it("checks with the spec's messages", () => {
    expect(RECORD_RULES.competency('')).toBe('Required.');
    expect(RECORD_RULES.achieved('')).toBe('Required.');
    expect(RECORD_RULES.achieved('14/03/2025')).toBe('Date format must be YYYY-MM-DD.');
    expect(RECORD_RULES.achieved('2025-02-30')).toBe('Date format must be YYYY-MM-DD.');
    expect(RECORD_RULES.achieved('2025-03-14')).toBeNull();
  });
});
