import { describe, expect, it } from 'vitest';
import { databaseFault } from './database-faults';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('database faults', () => {
  it.each([
    ['57P01', 'terminating connection due to administrator command'],
    ['57P02', 'terminating connection due to crash of another server process'],
    ['57P03', 'the database system is starting up'],
    ['53300', 'sorry, too many clients already'],
    ['08006', 'connection failure'],
    ['08001', 'could not connect'],
    ['ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'],
    ['ECONNRESET', 'read ECONNRESET'],
    ['SQLITE_BUSY', 'database is locked'],
  ])('%s: the database is unavailable', (code, message) => {
    expect(databaseFault(withCode(code, message))).toBe('DATABASE_UNAVAILABLE');
  });

  it('knows node-postgres lost connections by their words, through causes and aggregates', () => {
    expect(databaseFault(new Error('Connection terminated unexpectedly'))).toBe('DATABASE_UNAVAILABLE');
    expect(databaseFault(new Error('timeout exceeded when trying to connect'))).toBe('DATABASE_UNAVAILABLE');
    expect(
      databaseFault(new Error('Connection terminated due to connection timeout', { cause: new Error('x') })),
    ).toBe('DATABASE_UNAVAILABLE');
    const refused = new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], '');
    expect(databaseFault(refused)).toBe('DATABASE_UNAVAILABLE');
    expect(databaseFault(new Error('wrapped', { cause: withCode('57P01') }))).toBe('DATABASE_UNAVAILABLE');
  });

  it('tells a statement timeout and a full disk apart; a query cancelled otherwise is ours', () => {
    expect(databaseFault(withCode('57014', 'canceling statement due to statement timeout'))).toBe(
      'DATABASE_TIMEOUT',
    );
    expect(databaseFault(withCode('57014', 'canceling statement due to user request'))).toBeNull();
    expect(databaseFault(withCode('SQLITE_FULL', 'database or disk is full'))).toBe('STORAGE_FULL');
    expect(databaseFault(withCode('53100', 'could not extend file'))).toBe('STORAGE_FULL');
  });

  it('leaves every other error to the internal-error answer', () => {
    expect(databaseFault(withCode('23505', 'duplicate key'))).toBeNull();
    expect(databaseFault(withCode('42P01', 'relation does not exist'))).toBeNull();
    expect(databaseFault(new TypeError('x is undefined'))).toBeNull();
    expect(databaseFault(null)).toBeNull();
  });
});
