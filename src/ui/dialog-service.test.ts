import { describe, expect, it } from 'vitest';
import { dialogs } from './dialog-service.ts';

describe('dialog service', () => {
  it('opens, dedupes by key and closes', () => {
    const first = dialogs.open({ kind: 'message', tone: 'success', title: 'A', lines: [] }, 'same');
    const second = dialogs.open({ kind: 'message', tone: 'success', title: 'B', lines: [] }, 'same');
    const third = dialogs.open({ kind: 'message', tone: 'success', title: 'C', lines: [] });
    expect(second).toBe(first);
    expect(dialogs.snapshot().dialogs.map((d) => d.title)).toEqual(['A', 'C']);
    dialogs.close(first);
    dialogs.close(third);
    expect(dialogs.snapshot().dialogs).toEqual([]);
  });

  it('dismisses the dialog open under a key and leaves the others', () => {
    dialogs.open({ kind: 'message', tone: 'error', title: 'Keyed', lines: [] }, 'connection');
    const other = dialogs.open({ kind: 'message', tone: 'error', title: 'Other', lines: [] });
    dialogs.dismiss('connection');
    dialogs.dismiss('connection');
    expect(dialogs.snapshot().dialogs.map((d) => d.title)).toEqual(['Other']);
    dialogs.close(other);
  });

  it('shows and hides the loading overlay', () => {
    dialogs.showLoading('Обрабатываем ваш запрос, подождите секундочку…');
    expect(dialogs.snapshot().loading).toBe('Обрабатываем ваш запрос, подождите секундочку…');
    dialogs.hideLoading();
    expect(dialogs.snapshot().loading).toBeNull();
  });
});
