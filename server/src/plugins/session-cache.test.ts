import { describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.ts';
import { createSessionCache, SESSION_CACHE_MS } from './session-cache.ts';

const value = (session: string) => ({
  session,
  lastSeenAt: new Date(0),
  absoluteExpiresAt: new Date(8.64e15),
});

describe('session cache', () => {
  it('keeps an entry SESSION_CACHE_MS and no longer', () => {
    const clock = new ManualClock();
    const cache = createSessionCache<string>(clock);
    cache.set('h', value('s'), cache.generation());
    expect(cache.get('h')?.session).toBe('s');
    clock.advance(SESSION_CACHE_MS - 1);
    expect(cache.get('h')?.session).toBe('s');
    clock.advance(1);
    expect(cache.get('h')).toBeUndefined();
  });

  it('does not store what was read before a forgetAll, and forgets everything', () => {
    const cache = createSessionCache<string>(new ManualClock());
    cache.set('a', value('a'), cache.generation());
    const seen = cache.generation();
    cache.forgetAll();
    expect(cache.get('a')).toBeUndefined();
    cache.set('b', value('b'), seen);
    expect(cache.get('b')).toBeUndefined();
  });

  it('shares one look-up among calls that miss together, but not across a forgetAll', async () => {
    const cache = createSessionCache<string>(new ManualClock());
    let lookUps = 0;
    let release = () => {};
    const lookUp = () => {
      lookUps += 1;
      return new Promise<string>((resolve) => (release = () => resolve(`answer ${lookUps}`)));
    };
    const first = cache.shared('h', lookUp);
    const second = cache.shared('h', lookUp);
    expect(lookUps).toBe(1);
    cache.forgetAll();
    const third = cache.shared('h', lookUp);
    expect(lookUps).toBe(2);
    release();
    expect(await third).toBe('answer 2');
    expect(second).toBe(first);
  });

  it('keeps the scope with the entry, read once, and reads afresh without an entry', async () => {
    const clock = new ManualClock();
    const cache = createSessionCache<string>(clock);
    let reads = 0;
    const read = async () => {
      reads += 1;
      return [reads];
    };
    expect(await cache.scope('h', read)).toEqual([1]);
    expect(await cache.scope('h', read)).toEqual([2]);
    cache.set('h', value('s'), cache.generation());
    expect(await cache.scope('h', read)).toEqual([3]);
    expect(await cache.scope('h', read)).toEqual([3]);
    clock.advance(SESSION_CACHE_MS);
    expect(await cache.scope('h', read)).toEqual([4]);
  });
});
