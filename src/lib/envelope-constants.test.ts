import { describe, expect, it } from 'vitest';
import * as contract from '../../contracts/envelope.ts';
import { LANGUAGES, LANGUAGE_HEADER, RESPONSE_STATUSES } from './envelope-constants.ts';

describe('envelope constants mirror the contract', () => {
  it('has the same languages, headers and statuses', () => {
    expect(LANGUAGES).toEqual([...contract.LANGUAGES]);
    expect(LANGUAGE_HEADER).toEqual(contract.LANGUAGE_HEADER);
    expect([...RESPONSE_STATUSES].sort()).toEqual([...contract.RESPONSE_STATUSES].sort());
  });
});
