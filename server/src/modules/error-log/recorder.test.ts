import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGE_MAX, errorNameOf, errorRetentionDays, safeMessage } from './recorder.ts';

describe('what the error log keeps of a message', () => {
  it('drops the SQL parameters and masks long digit runs', () => {
    expect(safeMessage('Failed query: select 1\nparams: secret,8600123412341234')).toBe(
      'Failed query: select 1',
    );
    expect(safeMessage('card 8600123412341234 account 20208000900100001001')).toBe(
      'card ************1234 account ****************1001',
    );
    expect(safeMessage('id 1234567 stays')).toBe('id 1234567 stays');
  });

  it('blanks password and token pairs and cuts long text', () => {
    expect(safeMessage('login failed password=Qwerty123 token: abc.def')).toBe(
      'login failed password=*** token=***',
    );
    const long = safeMessage('x'.repeat(2000));
    expect(long).toHaveLength(ERROR_MESSAGE_MAX);
    expect(long.endsWith('…')).toBe(true);
  });

  it('names the error class and reads the retention from the environment', () => {
    expect(errorNameOf(new TypeError('x'))).toBe('TypeError');
    expect(errorNameOf('text')).toBe('string');
    expect(errorRetentionDays({ ERROR_LOG_RETENTION_DAYS: '30' })).toBe(30);
    expect(errorRetentionDays({ ERROR_LOG_RETENTION_DAYS: 'x' })).toBe(90);
  });
});
