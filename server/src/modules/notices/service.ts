/**
 * Notices, admin only (the router's role guard from the contract records). Texts are sanitised
 * here before they are stored (core/rich-text.ts); a text with nothing readable left is refused
 * field by field (422) with nothing stored. Every change is audited in its own transaction.
 * Notices before sign-in are read by guests through `guest` (public): only those active now in the
 * request's language.
 */
import {
  LOGIN_NOTICE_SORT_FIELDS,
  type GuestNotice,
  type LoginNotice,
  type LoginNoticeBody,
  type LoginNoticeFilter,
  type LoginNoticeRow,
  type UserNotice,
  type UserNoticeBody,
  type UserNoticeRow,
} from '../../../../contracts/api/notices.ts';
import { pageMeta, type Language, type Paged } from '../../../../contracts/envelope.ts';
import type { Clock } from '../../clock.ts';
import type { Actor } from '../../core/actor.ts';
import { sanitizeRichText, visibleText } from '../../core/rich-text.ts';
import type { Db } from '../../db/client.ts';
import { auditActor } from '../../plugins/audit.ts';
import { ApiError, type FieldProblem } from '../../plugins/errors.ts';
import * as repo from './repository.ts';

/** The sanitised texts; 422 naming each field whose readable text is gone. */
function cleanTexts<K extends string>(texts: Record<K, string>): Record<K, string> {
  const problems: FieldProblem[] = [];
  const clean = {} as Record<K, string>;
  for (const [field, value] of Object.entries(texts) as [K, string][]) {
    clean[field] = sanitizeRichText(value);
    if (visibleText(clean[field]) === '') problems.push({ attribute: field, key: 'notice.emptyText' });
  }
  if (problems.length > 0) throw ApiError.rejected(problems);
  return clean;
}

function loginValues(body: LoginNoticeBody): repo.LoginNoticeValues {
  const activeFrom = new Date(body.active_from);
  const activeTo = new Date(body.active_to);
  if (activeTo.getTime() <= activeFrom.getTime()) {
    throw ApiError.rejected([{ attribute: 'active_to', key: 'notice.periodOrder' }]);
  }
  const { body: text } = cleanTexts({ body: body.body });
  return {
    language: body.language,
    importance: body.importance,
    // Titles are plain text: the app shows them as text, never as markup.
    title: body.title,
    body: text,
    activeFrom,
    activeTo,
  };
}

async function userValues(tx: Db, body: UserNoticeBody): Promise<repo.UserNoticeValues> {
  if (body.organization_id !== null && !(await repo.organizationExists(tx, body.organization_id))) {
    throw ApiError.rejected([{ attribute: 'organization_id', key: 'notice.unknownOrganization' }]);
  }
  const texts = cleanTexts({ body_ru: body.body_ru, body_en: body.body_en, body_uz: body.body_uz });
  return {
    organizationId: body.organization_id,
    titleRu: body.title_ru,
    titleEn: body.title_en,
    titleUz: body.title_uz,
    bodyRu: texts.body_ru,
    bodyEn: texts.body_en,
    bodyUz: texts.body_uz,
  };
}

function checkSort(sort: string | undefined, fields: readonly string[]): void {
  const field = sort?.replace(/^-/, '');
  if (field !== undefined && !fields.includes(field)) {
    throw ApiError.rejected([{ attribute: 'sort', key: 'field.invalid' }]);
  }
}

export function createNoticesService(db: Db, clock: Clock) {
  const found = <T>(value: T | null): T => {
    if (value === null) throw ApiError.notFound();
    return value;
  };

  return {
    // ---- before sign-in ----
    async loginList(filter: LoginNoticeFilter, page: repo.Page): Promise<Paged<LoginNoticeRow>> {
      checkSort(page.sort, LOGIN_NOTICE_SORT_FIELDS);
      const now = clock.now();
      const { rows, total } = await repo.listLoginNotices(db, filter, page, now);
      return {
        list: rows.map((row) => ({
          ...row,
          isActive: new Date(row.active_from) <= now && now < new Date(row.active_to),
          isEdit: true,
          isDelete: true,
        })),
        _meta: pageMeta(total, page.page, page.pageSize),
      };
    },

    async loginView(id: number): Promise<LoginNotice> {
      return found(await repo.findLoginNotice(db, id));
    },

    async loginCreate(tx: Db, actor: Actor, body: LoginNoticeBody): Promise<LoginNotice> {
      const notice = await repo.insertLoginNotice(tx, loginValues(body), actor.session.userId, clock.now());
      await auditActor(tx, clock.now(), actor, 'notice.login.create', { noticeId: notice.id });
      return notice;
    },

    async loginUpdate(tx: Db, actor: Actor, id: number, body: LoginNoticeBody): Promise<LoginNotice> {
      const values = loginValues(body);
      const notice = found(await repo.updateLoginNotice(tx, id, values, clock.now()));
      await auditActor(tx, clock.now(), actor, 'notice.login.update', { noticeId: id });
      return notice;
    },

    async loginDelete(tx: Db, actor: Actor, id: number): Promise<LoginNotice> {
      const notice = found(await repo.deleteLoginNotice(tx, id));
      await auditActor(tx, clock.now(), actor, 'notice.login.delete', { noticeId: id });
      return notice;
    },

    async guest(lang: Language): Promise<GuestNotice[]> {
      const rows = await repo.activeLoginNotices(db, lang, clock.now());
      return rows.map((r) => ({ ...r, importance: r.importance as GuestNotice['importance'] }));
    },

    // ---- after sign-in ----
    async userList(filter: repo.UserNoticeFilter, page: repo.Page): Promise<Paged<UserNoticeRow>> {
      checkSort(page.sort, ['id']);
      const { rows, total } = await repo.listUserNotices(db, filter, page);
      return {
        list: rows.map((row) => ({ ...row, isEdit: row.format === 'html', isDelete: true })),
        _meta: pageMeta(total, page.page, page.pageSize),
      };
    },

    async userView(id: number): Promise<UserNotice> {
      return found(await repo.findUserNotice(db, id));
    },

    async userCreate(tx: Db, actor: Actor, body: UserNoticeBody): Promise<UserNotice> {
      const id = await repo.insertUserNotice(
        tx,
        await userValues(tx, body),
        actor.session.userId,
        clock.now(),
      );
      await auditActor(tx, clock.now(), actor, 'notice.user.create', {
        notificationId: id,
        organizationId: body.organization_id,
      });
      return found(await repo.findUserNotice(tx, id));
    },

    async userUpdate(tx: Db, actor: Actor, id: number, body: UserNoticeBody): Promise<UserNotice> {
      const existing = found(await repo.findUserNotice(tx, id));
      // The system's plain-text notices (overdue debt and the like) are not rewritten by hand.
      if (existing.format !== 'html') throw ApiError.forbidden();
      await repo.updateUserNotice(tx, id, await userValues(tx, body));
      await auditActor(tx, clock.now(), actor, 'notice.user.update', {
        notificationId: id,
        organizationId: body.organization_id,
      });
      return found(await repo.findUserNotice(tx, id));
    },

    async userDelete(tx: Db, actor: Actor, id: number): Promise<UserNotice> {
      const existing = found(await repo.findUserNotice(tx, id));
      await repo.deleteUserNotice(tx, id);
      await auditActor(tx, clock.now(), actor, 'notice.user.delete', { notificationId: id });
      return existing;
    },

    organizations() {
      return repo.organizationChoices(db);
    },
  };
}
