// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { memoryKeyStore } from '../../../lib/testing/memory-key-store.ts';
import { createOfflineStore } from '../../../offline/store.ts';
import { createAutosaver, draftId } from './payment-draft.ts';

function manualTimers() {
  const waiting: { run: () => void; cancelled: boolean }[] = [];
  return {
    setTimer: (run: () => void) => {
      const timer = { run, cancelled: false };
      waiting.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
    fire: () => waiting.splice(0).forEach((t) => t.cancelled || t.run()),
  };
}

describe('payment draft autosave', () => {
  it('writes the latest value once typing pauses, encrypted in the user store, and reads it back', async () => {
    const store = createOfflineStore({ userId: 9300, keyStore: memoryKeyStore(), onVersionChange: () => {} });
    const timers = manualTimers();
    const writes: unknown[] = [];
    const saver = createAutosaver<{ sum: string }>(
      {
        save: async (value) => {
          writes.push(value);
          await store.drafts.save(draftId(null), value);
        },
      },
      600,
      timers.setTimer,
    );
    saver.change({ sum: '1' });
    saver.change({ sum: '15' });
    saver.change({ sum: '150' });
    expect(writes).toEqual([]);
    timers.fire();
    await saver.flush();
    expect(writes).toEqual([{ sum: '150' }]);
    expect(await store.drafts.load(draftId(null))).toEqual({ sum: '150' });
    // The stored row is sealed: the amount is not readable in IndexedDB.
    const raw = await store.db.drafts.get(draftId(null));
    expect(raw?.data).not.toContain('150');
  });

  it('flushes a pending value when the form is left, and drop forgets it', async () => {
    const timers = manualTimers();
    const writes: unknown[] = [];
    const saver = createAutosaver<string>({ save: async (v) => void writes.push(v) }, 600, timers.setTimer);
    saver.change('a');
    await saver.flush();
    expect(writes).toEqual(['a']);
    saver.change('b');
    saver.drop();
    timers.fire();
    await saver.flush();
    expect(writes).toEqual(['a']);
  });

  it('keeps one draft per form', () => {
    expect(draftId(null)).toBe('uzs-payment-draft:new');
    expect(draftId(12)).toBe('uzs-payment-draft:edit:12');
  });
});
