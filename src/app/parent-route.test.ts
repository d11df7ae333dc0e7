import { describe, expect, it } from 'vitest';
import { parentPathOf } from './parent-route.ts';

describe('parentPathOf: where a child screen goes back to on phones', () => {
  it.each([
    ['/uzs-payments/detail/5', '/uzs-payments'],
    ['/uzs-payments/add', '/uzs-payments'],
    ['/uzs-payments/edit/7', '/uzs-payments'],
    ['/payments-required/create', '/payments-required'],
    ['/payments-required/outgoing/detail/3', '/payments-required'],
    ['/tickers/4/edit', '/tickers/4'],
    ['/eisvo/12345678901234567890123456/comments', '/eisvo/12345678901234567890123456'],
    ['/accounts/stmt/20208000900100001001/00873/print', '/accounts/stmt/20208000900100001001/00873'],
    ['/settings/change-password', '/settings'],
  ])('%s goes back to %s', (path, parent) => {
    expect(parentPathOf(path)).toBe(parent);
  });

  it.each(['/', '/uzs-payments', '/accounts', '/outbox', '/page-not-found', '/no/such/page'])(
    '%s is top-level: the menu button stays',
    (path) => {
      expect(parentPathOf(path)).toBeNull();
    },
  );
});
