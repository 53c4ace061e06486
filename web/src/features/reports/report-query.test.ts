import { describe, expect, it } from 'vitest';
import { defaultReportForm, toReportQuery } from './report-query';

const SETTLEMENT = '0123456789abcdef01234567';

describe('the report form', () => {
  it('starts on a week of days up to today in Argentina', () => {
    // 02:00 UTC is still the day before in Argentina (UTC−3).
    expect(defaultReportForm(new Date('2026-03-10T02:00:00Z'))).toMatchObject({
      scope: 'settlement',
      frequency: 'day',
      fromDate: '2026-03-03',
      toDate: '2026-03-09',
    });
  });

  it('sends only the chosen scope’s field', () => {
    const form = { ...defaultReportForm(), settlementId: SETTLEMENT, uuid: 'AA:BB:CC:DD' };
    expect(toReportQuery(form).query).toMatchObject({ scope: 'settlement', settlementId: SETTLEMENT });
    expect(toReportQuery(form).query).not.toHaveProperty('uuid');
    const byDevice = toReportQuery({ ...form, scope: 'uuid', uuid: ' AA:BB:CC:DD ' }).query;
    expect(byDevice).toMatchObject({ scope: 'uuid', uuid: 'AA:BB:CC:DD' });
    expect(byDevice).not.toHaveProperty('settlementId');
  });

  it('answers the fields in error with the server’s rules', () => {
    expect(toReportQuery(defaultReportForm()).errors).toEqual({ settlementId: 'validation.required' });
    expect(toReportQuery({ ...defaultReportForm(), scope: 'uuid', uuid: 'no/valid' }).errors).toEqual({
      uuid: 'validation.mac',
    });
    const tooLong = { settlementId: SETTLEMENT, fromDate: '2026-01-01', toDate: '2026-01-20' };
    expect(toReportQuery({ ...defaultReportForm(), ...tooLong, frequency: 'hour' }).errors).toEqual({
      fromDate: 'validation.rangeTooLong',
    });
    expect(toReportQuery({ ...defaultReportForm(), ...tooLong, frequency: 'day' }).query).toBeDefined();
  });
});
