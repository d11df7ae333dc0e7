// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dialogs } from '../ui/dialog-service.ts';
import type { ApiOutcome } from './api-client.ts';
import { DROP_GRACE_MS, handleOutcome, interpretResponse } from './response-handler.ts';
import { PASSWORD_CHANGE_REQUIRED } from '../../contracts/envelope.ts';
import { session } from './session.ts';

const response = (httpStatus: number, body: unknown): ApiOutcome<unknown> => ({
  kind: 'response',
  httpStatus,
  body,
  envelope: null,
});

describe('interpretResponse (spec 1 §8)', () => {
  it('success without a flagged message shows nothing', () => {
    expect(interpretResponse(response(200, { status: 'success', data: { id: 1 } }))).toEqual({
      kind: 'none',
    });
  });

  it('success whose data carries a message and a success flag shows the success dialog titled with it', () => {
    const body = { status: 'success', data: { message: 'Платёж отправлен', success: true } };
    expect(interpretResponse(response(200, body))).toEqual({ kind: 'success', title: 'Платёж отправлен' });
    const byStatus = { status: 'success', data: { message: 'Готово', status: 'success' } };
    expect(interpretResponse(response(200, byStatus))).toEqual({ kind: 'success', title: 'Готово' });
  });

  it('success whose flag is not success lists every message (or the object values) one per line', () => {
    const body = {
      status: 'success',
      data: { success: false, message: { a: 'Первая', b: ['Вторая', 'Третья'] } },
    };
    expect(interpretResponse(response(200, body))).toEqual({
      kind: 'messages',
      title: null,
      lines: ['Первая', 'Вторая', 'Третья'],
    });
  });

  it('a 200 answer with validation entries lists each message', () => {
    const body = {
      status: 'success',
      validation: [
        { attribute: 'amount', message: 'Заполните поле' },
        { attribute: 'date', message: 'Поле заполнено неверно' },
      ],
    };
    expect(interpretResponse(response(200, body))).toEqual({
      kind: 'messages',
      title: null,
      lines: ['Заполните поле', 'Поле заполнено неверно'],
    });
  });

  it('warning and error are left to the screens, even with validation', () => {
    const validation = [{ attribute: 'username', message: 'Неверный логин' }];
    expect(interpretResponse(response(200, { status: 'warning', message: 'Внимание' }))).toEqual({
      kind: 'none',
    });
    expect(interpretResponse(response(422, { status: 'error', message: 'x', validation }))).toEqual({
      kind: 'none',
    });
    expect(interpretResponse(response(409, { status: 'error', message: 'В обработке' }))).toEqual({
      kind: 'none',
    });
  });

  it('setting is the maintenance dialog, also for a bare 503', () => {
    expect(interpretResponse(response(503, { status: 'setting' }))).toEqual({ kind: 'maintenance' });
    expect(interpretResponse(response(503, '<html>down</html>'))).toEqual({ kind: 'maintenance' });
  });

  it('unauth signs out, also for a bare 401', () => {
    expect(interpretResponse(response(401, { status: 'unauth', message: 'Сессия истекла' }))).toEqual({
      kind: 'sign-out',
    });
    expect(interpretResponse(response(401, null))).toEqual({ kind: 'sign-out' });
  });

  it('unknown is the unexpected-error dialog, like any bare 5xx', () => {
    expect(interpretResponse(response(500, { status: 'unknown' }))).toEqual({ kind: 'unknown-error' });
    expect(interpretResponse(response(502, '<html>bad gateway</html>'))).toEqual({ kind: 'unknown-error' });
  });

  it('403 password-change-required leads to the change-password page', () => {
    const body = { status: 'error', data: { reason: PASSWORD_CHANGE_REQUIRED } };
    expect(interpretResponse(response(403, body))).toEqual({ kind: 'change-password' });
    expect(interpretResponse(response(403, { status: 'error', message: 'Нет доступа' }))).toEqual({
      kind: 'none',
    });
  });

  it('no response at all is the connection dialog; an aborted call is nothing', () => {
    expect(interpretResponse({ kind: 'network' })).toEqual({ kind: 'connection' });
    expect(interpretResponse({ kind: 'aborted' })).toEqual({ kind: 'none' });
  });

  it('a failed chunk is the chunk dialog, a crashed screen the unexpected-error dialog', () => {
    expect(interpretResponse({ kind: 'chunk' })).toEqual({ kind: 'chunk-error' });
    expect(interpretResponse({ kind: 'crash' })).toEqual({ kind: 'unknown-error' });
  });

  it('non-envelope answers: message/msg/name of an error blob, text of a 200 blob, wrong data for a bare 400', () => {
    expect(interpretResponse(response(404, { msg: 'Не найдено' }))).toEqual({
      kind: 'messages',
      title: null,
      lines: ['Не найдено'],
    });
    expect(interpretResponse(response(413, { name: 'PayloadTooLarge' }))).toEqual({
      kind: 'messages',
      title: null,
      lines: ['PayloadTooLarge'],
    });
    expect(interpretResponse(response(200, { text: 'Готово' }))).toEqual({
      kind: 'messages',
      title: null,
      lines: ['Готово'],
    });
    expect(interpretResponse(response(400, null))).toEqual({ kind: 'wrong-data' });
    expect(interpretResponse(response(422, 'oops'))).toEqual({ kind: 'wrong-data' });
    expect(interpretResponse(response(200, 'not json'))).toEqual({ kind: 'unknown-error' });
  });
});

describe('handleOutcome', () => {
  afterEach(() => {
    for (const d of dialogs.snapshot().dialogs) dialogs.close(d.id);
    dialogs.hideLoading();
    vi.restoreAllMocks();
  });

  it('hides the loading overlay first and opens one connection dialog for many failed calls', () => {
    dialogs.showLoading('…');
    handleOutcome({ kind: 'network' });
    handleOutcome({ kind: 'network' });
    const state = dialogs.snapshot();
    expect(state.loading).toBeNull();
    expect(state.dialogs).toHaveLength(1);
    expect(state.dialogs[0]).toMatchObject({ kind: 'status', actions: [{}, { primary: true }] });
  });

  it('offline, only a file just asked for opens the connection dialog: the banner says the rest', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(handleOutcome({ kind: 'network' })).toEqual({ kind: 'connection' });
    expect(dialogs.snapshot().dialogs).toHaveLength(0);
    // A file the user has just asked for still says why it did not come.
    handleOutcome({ kind: 'network' }, true);
    expect(dialogs.snapshot().dialogs).toHaveLength(1);
  });

  it('a call failing just after a short drop opens no dialog; one failing later does', () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    now.mockReturnValue(1_000_000 + DROP_GRACE_MS - 1);
    handleOutcome({ kind: 'network' });
    expect(dialogs.snapshot().dialogs).toHaveLength(0);
    now.mockReturnValue(1_000_000 + DROP_GRACE_MS);
    handleOutcome({ kind: 'network' });
    expect(dialogs.snapshot().dialogs).toHaveLength(1);
  });

  it('the chunk dialog retry reloads the page', () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    handleOutcome({ kind: 'chunk' });
    const dialog = dialogs.snapshot().dialogs[0];
    if (dialog?.kind !== 'status') throw new Error('status dialog expected');
    dialog.actions.find((a) => a.primary)?.run?.();
    expect(reload).toHaveBeenCalled();
  });

  it('unauth signs the session out', () => {
    const signOut = vi.spyOn(session, 'signOut').mockResolvedValue();
    handleOutcome(response(401, { status: 'unauth' }));
    expect(signOut).toHaveBeenCalled();
  });

  it('warning and error leave the screen alone', () => {
    handleOutcome(response(422, { status: 'error', message: 'Неверный код' }));
    expect(dialogs.snapshot().dialogs).toHaveLength(0);
  });
});
