import { describe, expect, it } from 'vitest';
import {
  buildSnapshot,
  decide,
  ipTest,
  nameNewPermissions,
  parseNetwork,
  someoneKeepsAccess,
  withinOperatingHours,
} from './access-rules.ts';

const e = (method: string, path: string, base = '/api/v2/') => ({ method, base, path });

describe('access rules', () => {
  it('keeps operating hours in Tashkent time, Monday to Friday', () => {
    // 2026-11-27 is a Friday; 05:30 UTC is 10:30 in Tashkent.
    expect(withinOperatingHours(new Date('2026-11-27T05:30:00Z'), '09:00', '18:00')).toBe(true);
    expect(withinOperatingHours(new Date('2026-11-27T13:00:00Z'), '09:00', '18:00')).toBe(false);
    expect(withinOperatingHours(new Date('2026-11-27T03:59:00Z'), '09:00', '18:00')).toBe(false);
    expect(withinOperatingHours(new Date('2026-11-28T05:30:00Z'), '09:00', '18:00')).toBe(false);
  });

  it('matches addresses against networks, IPv4 through IPv6 sockets too', () => {
    const test = ipTest(['10.0.0.0/8', '192.168.1.7', 'fd00::/8']);
    expect(test('10.20.30.40')).toBe(true);
    expect(test('::ffff:10.1.1.1')).toBe(true);
    expect(test('192.168.1.7')).toBe(true);
    expect(test('192.168.1.8')).toBe(false);
    expect(test('fd12::1')).toBe(true);
    expect(test('not an ip')).toBe(false);
    expect(parseNetwork('10.0.0.0/33')).toBeNull();
    expect(parseNetwork('10.0.0/8')).toBeNull();
  });

  it('names permissions from paths, telling apart methods and never reusing a taken name', () => {
    const names = nameNewPermissions(
      [
        e('POST', 'mfo/create'),
        e('GET', 'mfo/view/:id'),
        e('GET', 'x/list'),
        e('POST', 'x/list'),
        e('GET', 'chat/list', '/newchat/'),
      ],
      new Set(['mfo.create']),
    );
    expect(names.get('GET /api/v2/mfo/view/:id')).toBe('mfo.view');
    expect(names.get('POST /api/v2/mfo/create')).toBe('mfo.create-2');
    expect(names.get('GET /api/v2/x/list')).toBe('x.list.get');
    expect(names.get('POST /api/v2/x/list')).toBe('x.list.post');
    expect(names.get('GET /newchat/chat/list')).toBe('newchat.chat.list');
  });

  it('decides from grants, groups and rules, and finds lock-outs', () => {
    const snapshot = buildSnapshot(
      1,
      [
        { name: 'a.list', endpoint: 'GET /api/v2/a/list', ruleName: null },
        { name: 'a.edit', endpoint: 'PUT /api/v2/a/edit', ruleName: 'net' },
        { name: 'a.*', endpoint: null, ruleName: null },
      ],
      [
        { role: 'accountant', permission: 'a.list' },
        { role: 'head', permission: 'a.edit' },
        { role: 'admin', permission: 'a.*' },
      ],
      [{ name: 'net', condition: { kind: 'ip_allowlist', networks: ['10.0.0.0/8'] } }],
    );
    const facts = { ip: '127.0.0.1', now: new Date() };
    expect(decide(snapshot, 'GET /api/v2/a/list', 'Accountant', facts)).toEqual({ allowed: true });
    expect(decide(snapshot, 'GET /api/v2/a/list', 'head', facts)).toEqual({ allowed: false, reason: 'role' });
    expect(decide(snapshot, 'PUT /api/v2/a/edit', 'head', facts)).toEqual({
      allowed: false,
      reason: 'rule:net',
    });
    expect(decide(snapshot, 'PUT /api/v2/a/edit', 'head', { ...facts, ip: '10.1.1.1' })?.allowed).toBe(true);
    expect(decide(snapshot, 'PUT /api/v2/a/edit', 'admin', facts)?.allowed).toBe(true);
    expect(decide(snapshot, 'GET /api/v2/b', 'admin', facts)).toBeNull();
    const keys = ['GET /api/v2/a/list', 'PUT /api/v2/a/edit'];
    expect(someoneKeepsAccess(snapshot, keys, ['admin', 'head'])).toBe(true);
    expect(someoneKeepsAccess(snapshot, keys, ['head', 'accountant'])).toBe(false);
  });
});
