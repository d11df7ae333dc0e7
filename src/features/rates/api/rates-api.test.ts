// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteRateCalculator, type ExchangeRates } from '../../../../contracts/api/rates.ts';
import type * as ApiClient from '../../../lib/api-client.ts';
import { callApi } from '../../../lib/api-client.ts';
import { offlineConversion, useConversion } from './rates-api.ts';

vi.mock('../../../lib/api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  callApi: vi.fn(),
}));
afterEach(cleanup);

const row = (code: string, rate: string) => ({
  code,
  name: code,
  nominal: 1,
  rate,
  buy: rate,
  sell: rate,
  diff: '0.00',
});
const kept: ExchangeRates = {
  date: '2026-11-21',
  operating_day: '2026-11-21',
  stale: false,
  rates: [row('USD', '12800.00'), row('EUR', '13500.50')],
  client_rates: [],
};

describe('the rate calculator offline', () => {
  it('converts over the kept rates, the soum counting as 1', () => {
    const usd = offlineConversion({ amount: '100.00', from: 'USD', to: 'UZS' }, kept, '2026-11-21');
    expect(usd).toMatchObject({ result: '1280000.00', rate_from: '12800.00', rate_to: '1.00', stale: false });
    const back = offlineConversion({ amount: '1280000.00', from: 'UZS', to: 'USD' }, kept, '2026-11-21');
    expect(back?.result).toBe('100.00');
  });

  it('says the rate is stale when the kept day is before the bank’s today', () => {
    expect(offlineConversion({ amount: '1.00', from: 'EUR', to: 'USD' }, kept, '2026-11-22')?.stale).toBe(
      true,
    );
    expect(
      offlineConversion({ amount: '1.00', from: 'EUR', to: 'USD' }, { ...kept, stale: true }, '2026-11-21')
        ?.stale,
    ).toBe(true);
  });

  it('answers nothing without kept rates or for a currency not kept', () => {
    expect(offlineConversion({ amount: '1.00', from: 'USD', to: 'UZS' }, undefined, '2026-11-21')).toBeNull();
    expect(offlineConversion({ amount: '1.00', from: 'GBP', to: 'UZS' }, kept, '2026-11-21')).toBeNull();
  });
});

describe('the rate calculator asks the bank, not the browser’s online flag', () => {
  const conversion = { amount: '100.00', from: 'USD', to: 'UZS' };
  const calculate = () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client }, children);
    return renderHook(() => useConversion(conversion, kept), { wrapper }).result;
  };

  it('the bank’s answer when the call gets one', async () => {
    const answer = { ...offlineConversion(conversion, kept, '2026-11-21'), result: '1281234.00' };
    vi.mocked(callApi).mockResolvedValue({
      kind: 'response',
      httpStatus: 200,
      envelope: { status: 'success', data: answer },
      body: null,
    });
    const result = calculate();
    await waitFor(() => expect(result.current.data?.result).toBe('1281234.00'));
    expect(vi.mocked(callApi).mock.calls[0]?.[0]).toBe(siteRateCalculator);
  });

  it('the kept rates when the call finds no network, whatever the browser says', async () => {
    vi.mocked(callApi).mockResolvedValue({ kind: 'network' });
    const result = calculate();
    await waitFor(() => expect(result.current.data?.result).toBe('1280000.00'));
    expect(callApi).toHaveBeenCalled();
  });
});
