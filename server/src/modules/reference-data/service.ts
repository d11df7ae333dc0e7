/**
 * Reference dictionaries: each kind's roles come from its contract records (the router's guard);
 * every change is audited in its transaction, every refusal afterwards (routes.ts). The field
 * rules are the contract's `dictProblems` (the form runs the same), then uniqueness: the code per
 * kind (and per document family for statuses), the letter code among currencies.
 */
import {
  DICT_SORT_FIELDS,
  dictProblems,
  type CurrencyOption,
  type DictEntry,
  type DictKind,
  type DictRow,
  type DictValues,
  type StatusOption,
} from '../../../../contracts/api/reference-data.ts';
import { pageMeta, type Language, type Paged } from '../../../../contracts/envelope.ts';
import type { Clock } from '../../clock.ts';
import type { Actor } from '../../core/actor.ts';
import type { Db } from '../../db/client.ts';
import { auditActor } from '../../plugins/audit.ts';
import { ApiError, type FieldProblem } from '../../plugins/errors.ts';
import * as repo from './repository.ts';

const flags = (entry: DictEntry): DictRow => ({ ...entry, isView: true, isEdit: true });

/** Upper-case letter code, trimmed: what is stored and compared. */
function normalized(v: DictValues): DictValues {
  return { ...v, code: v.code.trim(), letter: v.letter === null ? null : v.letter.trim().toUpperCase() };
}

export function createReferenceDataService(db: Db, clock: Clock) {
  async function check(tx: Db, kind: DictKind, v: DictValues, exceptId?: number) {
    const problems: FieldProblem[] = Object.entries(dictProblems(kind, v)).map(([attribute, what]) => ({
      attribute,
      key: what === 'required' ? 'validation.required' : attribute === 'code' ? 'dict.code' : 'dict.field',
    }));
    if (problems.length === 0) {
      if (await repo.codeTaken(tx, kind, v, exceptId))
        problems.push({ attribute: 'code', key: 'dict.taken' });
      if (kind === 'currency' && v.letter !== null && (await repo.letterTaken(tx, v.letter, exceptId))) {
        problems.push({ attribute: 'letter', key: 'dict.letterTaken' });
      }
    }
    if (problems.length > 0) throw ApiError.rejected(problems);
  }

  return {
    async list(kind: DictKind, filter: repo.ListFilter, page: repo.ListPage): Promise<Paged<DictRow>> {
      const field = page.sort?.replace(/^-/, '');
      if (field !== undefined && !(DICT_SORT_FIELDS as readonly string[]).includes(field)) {
        throw ApiError.rejected([{ attribute: 'sort', key: 'field.invalid' }]);
      }
      const { rows, total } = await repo.list(db, kind, filter, page);
      return { list: rows.map(flags), _meta: pageMeta(total, page.page, page.pageSize) };
    },

    async view(kind: DictKind, id: number): Promise<DictRow> {
      const entry = await repo.find(db, kind, id);
      if (entry === null) throw ApiError.notFound();
      return flags(entry);
    },

    async create(tx: Db, actor: Actor, kind: DictKind, body: DictValues): Promise<DictEntry> {
      const values = normalized(body);
      await check(tx, kind, values);
      const entry = await repo.insert(tx, kind, values, clock.now());
      await auditActor(tx, clock.now(), actor, 'reference.create', { kind, entryId: entry.id, values });
      return entry;
    },

    async update(tx: Db, actor: Actor, kind: DictKind, id: number, body: DictValues): Promise<DictEntry> {
      const before = await repo.find(tx, kind, id);
      if (before === null) throw ApiError.notFound();
      const values = normalized(body);
      await check(tx, kind, values, id);
      const entry = await repo.update(tx, kind, id, values, clock.now());
      if (entry === null) throw ApiError.notFound();
      await auditActor(tx, clock.now(), actor, 'reference.update', {
        kind,
        entryId: id,
        before,
        after: values,
      });
      return entry;
    },

    async currencies(lang: Language): Promise<CurrencyOption[]> {
      return (await repo.active(db, 'currency')).map((c) => ({
        code: c.code,
        letter: c.letter ?? c.code,
        exponent: c.exponent ?? 2,
        name: c[`name_${lang}`],
      }));
    },

    async statuses(lang: Language): Promise<StatusOption[]> {
      return (await repo.active(db, 'status')).map((s) => ({
        scope: s.scope ?? '',
        code: s.code,
        color: s.color ?? 'grey',
        name: s[`name_${lang}`],
      }));
    },
  };
}
