import { afterEach, describe, expect, it, vi } from 'vitest';
import { anyFormDirty, setFormDirty } from './dirty-forms.ts';
import { createUpdateFlow } from './update-flow.ts';
import { updateBlocked } from './update-gate.ts';

afterEach(() => {
  setFormDirty('a', false);
  setFormDirty('b', false);
});

describe('dirty forms', () => {
  it('is dirty while any form says so, and blocks updates meanwhile', () => {
    expect(anyFormDirty()).toBe(false);
    setFormDirty('a', true);
    setFormDirty('b', true);
    setFormDirty('a', false);
    expect(anyFormDirty()).toBe(true);
    expect(updateBlocked()).toBe(true);
    setFormDirty('b', false);
    expect(anyFormDirty()).toBe(false);
    expect(updateBlocked()).toBe(false);
  });
});

describe('update flow', () => {
  it('applies at once when no form is dirty', () => {
    const flow = createUpdateFlow();
    const apply = vi.fn();
    flow.offer(apply);
    expect(flow.state()).toBe('available');
    flow.accept();
    expect(apply).toHaveBeenCalledOnce();
    expect(flow.state()).toBe('applying');
  });

  it('waits while a form is dirty and applies when it is clean again', () => {
    const flow = createUpdateFlow();
    const apply = vi.fn();
    setFormDirty('a', true);
    flow.offer(apply);
    flow.accept();
    expect(flow.state()).toBe('waiting');
    expect(apply).not.toHaveBeenCalled();
    setFormDirty('b', true);
    setFormDirty('a', false);
    expect(apply).not.toHaveBeenCalled();
    setFormDirty('b', false);
    expect(apply).toHaveBeenCalledOnce();
    expect(flow.state()).toBe('applying');
  });

  it('"Later" hides the toast and stops waiting', () => {
    const flow = createUpdateFlow();
    const apply = vi.fn();
    setFormDirty('a', true);
    flow.offer(apply);
    flow.accept();
    flow.dismiss();
    expect(flow.state()).toBe('dismissed');
    setFormDirty('a', false);
    expect(apply).not.toHaveBeenCalled();
  });

  it('takes any gate, such as the outbox next to the forms', () => {
    let busy = true;
    const listeners = new Set<() => void>();
    const flow = createUpdateFlow({
      blocked: () => busy,
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    });
    const apply = vi.fn();
    flow.offer(apply);
    flow.accept();
    busy = false;
    listeners.forEach((listener) => listener());
    expect(apply).toHaveBeenCalledOnce();
    expect(listeners.size).toBe(0);
  });
});
