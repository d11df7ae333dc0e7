/**
 * Registration of accounts (contracts/api/registration-account.ts). The contact centre takes a
 * sent online account order's application, records the parameter values (each checked against its
 * parameter's current definition) and completes the active steps in order; the bank's job
 * (online-order/processing.ts) opens the account once every active step is done. Rejecting ends
 * the order Rejected with the reason. The admin configures steps and parameters; a definition's
 * edit never touches recorded values (they are rows of their own, shown as archived when their
 * parameter is off). Every change is audited (refusals by routes.ts); writes lock the order row.
 */
import {
  PARAMETER_CODE,
  parameterValueProblem,
  type ParameterType,
  type RegistrationApplication,
  type RegistrationData,
  type RegistrationDataBody,
  type RegistrationDetail,
  type RegistrationParameter,
  type RegistrationParameterForm,
  type RegistrationStatus,
  type RegistrationStep,
  type RegistrationStepForm,
  type RegistrationValue,
} from '../../../../contracts/api/registration-account.ts';
import { pageMeta, type Language, type Paged } from '../../../../contracts/envelope.ts';
import type { Clock } from '../../clock.ts';
import type { Actor } from '../../core/actor.ts';
import type { Db } from '../../db/client.ts';
import { t, type MessageKey } from '../../i18n.ts';
import { auditActor } from '../../plugins/audit.ts';
import { ApiError, type FieldProblem } from '../../plugins/errors.ts';
import { assertRowVersion } from '../../plugins/row-version.ts';
import * as repo from './repository.ts';

type Named = { nameRu: string; nameEn: string; nameUz: string };
type Labelled = { labelRu: string; labelEn: string; labelUz: string };
const nameIn = (row: Named, lang: Language) =>
  lang === 'en' ? row.nameEn : lang === 'uz' ? row.nameUz : row.nameRu;
const labelIn = (row: Labelled, lang: Language) =>
  lang === 'en' ? row.labelEn : lang === 'uz' ? row.labelUz : row.labelRu;

const closed = () => new ApiError({ http: 409, status: 'error', message: 'registration.closed' });
const notMine = () => ApiError.forbidden(undefined, 'registration.notMine');

/** Order statuses the contact centre sees (contracts/api/online-order.ts ACCOUNT_ORDER_STATUS). */
function statusOf(r: repo.ApplicationRecord): RegistrationStatus {
  if (r.order.statusId === 4) return 'opened';
  if (r.order.statusId === 5) return 'rejected';
  if (r.application === null) return 'new';
  return r.currentStepId === null ? 'completed' : 'in_work';
}

export function createRegistrationService(db: Db, clock: Clock) {
  async function stepNames(tx: Db): Promise<Map<number, repo.StepRow>> {
    const rows = await repo.steps(tx);
    return new Map(rows.map((s) => [s.id, s]));
  }

  function toApplication(
    r: repo.ApplicationRecord,
    actor: Actor,
    steps: Map<number, repo.StepRow>,
  ): RegistrationApplication {
    const lang = actor.lang;
    const status = statusOf(r);
    const mine = r.application?.assigneeId === actor.session.userId;
    const working = status === 'in_work' && mine;
    const current = r.currentStepId === null ? undefined : steps.get(r.currentStepId);
    return {
      id: r.order.id,
      version: r.application?.version ?? 0,
      number: r.order.number,
      date: r.order.date,
      sent_at: r.order.sentAt?.toISOString() ?? null,
      organization_id: r.order.organizationId,
      organization_name: r.orgName,
      organization_inn: r.orgInn,
      currency: r.order.currency,
      account_type: r.order.accountType,
      account_type_name: t(lang, `accountOrder.type.${r.order.accountType}` as MessageKey),
      purpose: r.order.purpose,
      status,
      statusName: t(lang, `registration.status.${status}` as MessageKey),
      current_step_id: status === 'new' || status === 'in_work' ? (current?.id ?? null) : null,
      current_step:
        (status === 'new' || status === 'in_work') && current !== undefined ? nameIn(current, lang) : null,
      assignee: r.assignee,
      mine,
      taken_at: r.application?.takenAt?.toISOString() ?? null,
      account_number: r.accountNumber,
      reject_reason:
        r.application?.rejectReason ??
        (r.order.rejectReason === null
          ? null
          : r.order.rejectReason === 'limit'
            ? t(lang, 'accountOrder.bank.limit')
            : r.order.rejectReason),
      isTake: status === 'new' || (status === 'in_work' && !mine),
      isData: working,
      isComplete: working && current !== undefined,
      isReject: working || (status === 'completed' && mine),
    };
  }

  async function detailOf(tx: Db, actor: Actor, id: number): Promise<RegistrationDetail> {
    const r = await repo.applicationById(tx, id);
    if (r === null) throw ApiError.notFound();
    const steps = await stepNames(tx);
    const application = toApplication(r, actor, steps);
    const marks = new Map((await repo.marksOf(tx, id)).map((m) => [m.stepId, m]));
    const shown = [...steps.values()].filter((s) => s.active || marks.has(s.id));
    return {
      application,
      steps: shown.map((s) => {
        const mark = marks.get(s.id);
        return {
          step_id: s.id,
          name: nameIn(s, actor.lang),
          position: s.position,
          active: s.active,
          done: mark !== undefined,
          current: application.current_step_id === s.id,
          completed_by: mark?.completedBy ?? null,
          completed_at: mark?.completedAt.toISOString() ?? null,
        };
      }),
      values: await valuesFor(tx, actor.lang, id),
    };
  }

  async function valuesFor(tx: Db, lang: Language, id: number): Promise<RegistrationValue[]> {
    const all = await repo.parameters(tx);
    const steps = await stepNames(tx);
    const byId = new Map(all.map((p, i) => [p.id, { p, i }]));
    return (await repo.valuesOf(tx, id))
      .flatMap((v) => {
        const found = byId.get(v.parameterId);
        if (found === undefined) return [];
        const { p, i } = found;
        const archived = !p.active || steps.get(p.stepId)?.active !== true;
        const value: RegistrationValue = {
          parameter_id: p.id,
          code: p.code,
          label: labelIn(p, lang),
          type: p.type as ParameterType,
          value: v.value,
          archived,
          updated_by: v.updatedBy,
          updated_at: v.updatedAt.toISOString(),
        };
        return [{ value, i }];
      })
      .sort((a, b) => a.i - b.i)
      .map((x) => x.value);
  }

  function toParameter(p: repo.ParameterRow, lang: Language, steps: Map<number, repo.StepRow>) {
    const step = steps.get(p.stepId);
    return {
      id: p.id,
      code: p.code,
      label: labelIn(p, lang),
      label_ru: p.labelRu,
      label_en: p.labelEn,
      label_uz: p.labelUz,
      type: p.type as ParameterType,
      options: p.options,
      required: p.required,
      step_id: p.stepId,
      step_name: step === undefined ? '' : nameIn(step, lang),
      position: p.position,
      active: p.active,
      version: p.version,
      updated_at: p.updatedAt.toISOString(),
    } satisfies RegistrationParameter;
  }

  /** The parameters asked for now: active ones of active steps. */
  async function liveParameters(tx: Db) {
    const steps = await stepNames(tx);
    const live = (await repo.parameters(tx, true)).filter((p) => steps.get(p.stepId)?.active === true);
    return { steps, live };
  }

  async function dataOf(tx: Db, actor: Actor, id: number): Promise<RegistrationData> {
    const r = await repo.applicationById(tx, id);
    if (r === null) throw ApiError.notFound();
    const { steps, live } = await liveParameters(tx);
    return {
      application: toApplication(r, actor, steps),
      parameters: live.map((p) => toParameter(p, actor.lang, steps)),
      values: await valuesFor(tx, actor.lang, id),
    };
  }

  /** The application locked for a change by its operator; refuses what its state does not allow. */
  async function lockedWork(tx: Db, actor: Actor, id: number, seen: number | null) {
    const r = await repo.applicationById(tx, id, true);
    if (r === null) throw ApiError.notFound();
    const steps = await stepNames(tx);
    const app = toApplication(r, actor, steps);
    assertRowVersion(seen, app.version);
    if (app.status === 'opened' || app.status === 'rejected') throw closed();
    if (r.application === null || !app.mine) throw notMine();
    return { r, app, steps, application: r.application };
  }

  const bump = (version: number) => ({ version: version + 1, updatedAt: clock.now() });

  function checkNames(body: Named | Labelled, prefix: 'name' | 'label'): FieldProblem[] {
    const values: Record<string, string> =
      prefix === 'name'
        ? {
            name_ru: (body as Named).nameRu,
            name_en: (body as Named).nameEn,
            name_uz: (body as Named).nameUz,
          }
        : {
            label_ru: (body as Labelled).labelRu,
            label_en: (body as Labelled).labelEn,
            label_uz: (body as Labelled).labelUz,
          };
    return Object.entries(values)
      .filter(([, v]) => v.length < 2)
      .map(([attribute]) => ({ attribute, key: 'registration.name' as const }));
  }

  function stepValues(body: RegistrationStepForm) {
    const values = {
      nameRu: body.name_ru.trim(),
      nameEn: body.name_en.trim(),
      nameUz: body.name_uz.trim(),
      position: body.position,
      active: body.active,
    };
    const problems = checkNames(values, 'name');
    if (problems.length > 0) throw ApiError.rejected(problems);
    return values;
  }

  async function parameterValues(tx: Db, body: RegistrationParameterForm, exceptId?: number) {
    const values = {
      code: body.code.trim(),
      labelRu: body.label_ru.trim(),
      labelEn: body.label_en.trim(),
      labelUz: body.label_uz.trim(),
      type: body.type,
      options: body.type === 'select' ? body.options.map((o) => o.trim()) : [],
      required: body.required,
      stepId: body.step_id,
      position: body.position,
      active: body.active,
    };
    const problems: FieldProblem[] = [];
    if (!PARAMETER_CODE.test(values.code)) problems.push({ attribute: 'code', key: 'registration.code' });
    else if ((await repo.parameterByCode(tx, values.code, exceptId)) !== null)
      problems.push({ attribute: 'code', key: 'registration.codeTaken' });
    problems.push(...checkNames(values, 'label'));
    if (
      values.type === 'select' &&
      (values.options.length === 0 ||
        values.options.some((o) => o === '') ||
        new Set(values.options).size !== values.options.length)
    )
      problems.push({ attribute: 'options', key: 'registration.options' });
    if ((await repo.stepById(tx, values.stepId)) === null)
      problems.push({ attribute: 'step_id', key: 'registration.step' });
    if (problems.length > 0) throw ApiError.rejected(problems);
    return values;
  }

  return {
    async list(
      actor: Actor,
      filter: {
        status?: RegistrationStatus | undefined;
        step_id?: number | undefined;
        organization?: string | undefined;
        date_from?: string | undefined;
        date_to?: string | undefined;
      },
      page: { page: number; pageSize: number },
    ): Promise<Paged<RegistrationApplication>> {
      const day = (d: string, end: boolean) => new Date(`${d}T${end ? '23:59:59.999' : '00:00:00'}+05:00`);
      const { rows, total } = await repo.list(
        db,
        {
          status: filter.status,
          stepId: filter.step_id,
          organization: filter.organization,
          dateFrom: filter.date_from === undefined ? undefined : day(filter.date_from, false),
          dateTo: filter.date_to === undefined ? undefined : day(filter.date_to, true),
        },
        page,
      );
      const steps = await stepNames(db);
      return {
        list: rows.map((r) => toApplication(r, actor, steps)),
        _meta: pageMeta(total, page.page, page.pageSize),
      };
    },

    view: (actor: Actor, id: number) => detailOf(db, actor, id),
    data: (actor: Actor, id: number) => dataOf(db, actor, id),

    async stepOptions(actor: Actor) {
      return (await repo.steps(db))
        .filter((s) => s.active)
        .map((s) => ({ id: s.id, name: nameIn(s, actor.lang) }));
    },

    async take(tx: Db, actor: Actor, id: number, seen: number | null): Promise<RegistrationDetail> {
      const r = await repo.applicationById(tx, id, true);
      if (r === null) throw ApiError.notFound();
      const app = toApplication(r, actor, await stepNames(tx));
      assertRowVersion(seen, app.version);
      if (!app.isTake) throw closed();
      const now = clock.now();
      if (r.application === null)
        await repo.insertApplication(tx, {
          orderId: id,
          assigneeId: actor.session.userId,
          takenAt: now,
          state: 'in_work',
          updatedAt: now,
        });
      else
        await repo.updateApplication(tx, id, {
          assigneeId: actor.session.userId,
          takenAt: now,
          ...bump(r.application.version),
        });
      await auditActor(tx, now, actor, 'registration.take', {
        orderId: id,
        from: r.assignee,
      });
      return detailOf(tx, actor, id);
    },

    async saveData(
      tx: Db,
      actor: Actor,
      body: RegistrationDataBody,
      seen: number | null,
    ): Promise<RegistrationData> {
      const { application } = await lockedWork(tx, actor, body.id, seen);
      const { live } = await liveParameters(tx);
      const byCode = new Map(live.map((p) => [p.code, p]));
      const problems: FieldProblem[] = [];
      const changes: { p: repo.ParameterRow; value: string }[] = [];
      for (const [code, raw] of Object.entries(body.values)) {
        const p = byCode.get(code);
        const attribute = `values.${code}`;
        if (p === undefined) {
          problems.push({ attribute, key: 'registration.value.unknown' });
          continue;
        }
        // Saving part of the data is allowed; required ones are enforced when their step completes.
        const problem = parameterValueProblem(
          { type: p.type as ParameterType, required: false, options: p.options },
          raw,
        );
        if (problem !== null) problems.push({ attribute, key: `registration.value.${problem}` });
        else changes.push({ p, value: raw.trim() });
      }
      if (problems.length > 0) throw ApiError.rejected(problems);
      const now = clock.now();
      for (const { p, value } of changes) {
        if (value === '') await repo.deleteValue(tx, body.id, p.id);
        else
          await repo.putValue(tx, {
            orderId: body.id,
            parameterId: p.id,
            value,
            updatedBy: actor.session.userId,
            updatedAt: now,
          });
      }
      await repo.updateApplication(tx, body.id, bump(application.version));
      await auditActor(tx, now, actor, 'registration.data', {
        orderId: body.id,
        codes: changes.map((c) => c.p.code),
      });
      return dataOf(tx, actor, body.id);
    },

    async completeStep(
      tx: Db,
      actor: Actor,
      id: number,
      stepId: number,
      seen: number | null,
    ): Promise<RegistrationDetail> {
      const { app, application } = await lockedWork(tx, actor, id, seen);
      if (app.current_step_id !== stepId)
        throw new ApiError({ http: 409, status: 'error', message: 'registration.stepMoved' });
      const { live } = await liveParameters(tx);
      const values = new Map((await repo.valuesOf(tx, id)).map((v) => [v.parameterId, v.value]));
      const problems: FieldProblem[] = [];
      for (const p of live.filter((x) => x.stepId === stepId)) {
        const problem = parameterValueProblem(
          { type: p.type as ParameterType, required: p.required, options: p.options },
          values.get(p.id) ?? '',
        );
        if (problem !== null)
          problems.push({ attribute: `values.${p.code}`, key: `registration.value.${problem}` });
      }
      if (problems.length > 0) throw ApiError.rejected(problems);
      const now = clock.now();
      await repo.addMark(tx, { orderId: id, stepId, completedBy: actor.session.userId, completedAt: now });
      await auditActor(tx, now, actor, 'registration.step', { orderId: id, stepId });
      const after = await repo.applicationById(tx, id);
      const done = after !== null && after.currentStepId === null;
      await repo.updateApplication(tx, id, {
        ...bump(application.version),
        ...(done ? { state: 'completed', completedAt: now } : {}),
      });
      if (done) await auditActor(tx, now, actor, 'registration.completed', { orderId: id });
      return detailOf(tx, actor, id);
    },

    async reject(
      tx: Db,
      actor: Actor,
      id: number,
      reasonRaw: string,
      seen: number | null,
    ): Promise<RegistrationDetail> {
      const { r, app, application } = await lockedWork(tx, actor, id, seen);
      if (!app.isReject) throw closed();
      const reason = reasonRaw.trim();
      if (reason.length < 3) throw ApiError.rejected([{ attribute: 'reason', key: 'registration.reason' }]);
      const now = clock.now();
      await repo.updateApplication(tx, id, {
        ...bump(application.version),
        state: 'rejected',
        rejectReason: reason,
      });
      await repo.rejectOrder(tx, { id, version: r.order.version }, reason, now, actor.session.userId);
      await auditActor(tx, now, actor, 'registration.reject', { orderId: id });
      return detailOf(tx, actor, id);
    },

    // Admin --------------------------------------------------------------------------------------

    async steps(actor: Actor): Promise<RegistrationStep[]> {
      return (await repo.steps(db)).map((s) => ({
        id: s.id,
        name: nameIn(s, actor.lang),
        name_ru: s.nameRu,
        name_en: s.nameEn,
        name_uz: s.nameUz,
        position: s.position,
        active: s.active,
        version: s.version,
        parameters: s.parameters,
        updated_at: s.updatedAt.toISOString(),
      }));
    },

    async stepCreate(tx: Db, actor: Actor, body: RegistrationStepForm): Promise<RegistrationStep> {
      const values = stepValues(body);
      const id = await repo.insertStep(tx, { ...values, updatedAt: clock.now() });
      await auditActor(tx, clock.now(), actor, 'registration.step-create', { stepId: id, ...values });
      return this.stepOne(tx, actor, id);
    },

    async stepUpdate(
      tx: Db,
      actor: Actor,
      body: RegistrationStepForm & { id: number },
      seen: number | null,
    ): Promise<RegistrationStep> {
      const row = await repo.stepById(tx, body.id, true);
      if (row === null) throw ApiError.notFound();
      assertRowVersion(seen, row.version);
      const values = stepValues(body);
      await repo.updateStep(tx, body.id, { ...values, ...bump(row.version) });
      await auditActor(tx, clock.now(), actor, 'registration.step-update', { stepId: body.id, ...values });
      return this.stepOne(tx, actor, body.id);
    },

    async stepOne(tx: Db, actor: Actor, id: number): Promise<RegistrationStep> {
      const s = (await repo.steps(tx)).find((x) => x.id === id);
      if (s === undefined) throw ApiError.notFound();
      return {
        id: s.id,
        name: nameIn(s, actor.lang),
        name_ru: s.nameRu,
        name_en: s.nameEn,
        name_uz: s.nameUz,
        position: s.position,
        active: s.active,
        version: s.version,
        parameters: s.parameters,
        updated_at: s.updatedAt.toISOString(),
      };
    },

    async parameters(actor: Actor): Promise<RegistrationParameter[]> {
      const steps = await stepNames(db);
      return (await repo.parameters(db)).map((p) => toParameter(p, actor.lang, steps));
    },

    async parameterCreate(
      tx: Db,
      actor: Actor,
      body: RegistrationParameterForm,
    ): Promise<RegistrationParameter> {
      const values = await parameterValues(tx, body);
      const id = await repo.insertParameter(tx, { ...values, updatedAt: clock.now() });
      await auditActor(tx, clock.now(), actor, 'registration.parameter-create', {
        parameterId: id,
        ...values,
      });
      const row = await repo.parameterById(tx, id);
      if (row === null) throw new Error('parameter vanished');
      return toParameter(row, actor.lang, await stepNames(tx));
    },

    async parameterUpdate(
      tx: Db,
      actor: Actor,
      body: RegistrationParameterForm & { id: number },
      seen: number | null,
    ): Promise<RegistrationParameter> {
      const before = await repo.parameterById(tx, body.id, true);
      if (before === null) throw ApiError.notFound();
      assertRowVersion(seen, before.version);
      const values = await parameterValues(tx, body, body.id);
      await repo.updateParameter(tx, body.id, { ...values, ...bump(before.version) });
      await auditActor(tx, clock.now(), actor, 'registration.parameter-update', {
        parameterId: body.id,
        before: { code: before.code, type: before.type, required: before.required, active: before.active },
        ...values,
      });
      const row = await repo.parameterById(tx, body.id);
      if (row === null) throw new Error('parameter vanished');
      return toParameter(row, actor.lang, await stepNames(tx));
    },

    async auditRefusal(actor: Actor, action: string, subject: unknown, error: unknown): Promise<void> {
      if (!(error instanceof ApiError)) return;
      await auditActor(db, clock.now(), actor, 'registration.refused', {
        action,
        subject,
        http: error.http,
        message: error.messageKey,
        fields: error.problems.map((p) => p.attribute),
      });
    },
  };
}
