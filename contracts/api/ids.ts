/**
 * Record ids on the wire. Our tables' ids are PostgreSQL `integer`, so an id past 2^31 − 1 can name
 * nothing; refusing it here answers 400 instead of letting the database fail with 500
 * (docs/decisions.md "Security: hostile input").
 */
import { z } from 'zod';

export const ID_MAX = 2_147_483_647;
/** The highest page number a list accepts (far past any real list; keeps OFFSET within bigint). */
export const PAGE_MAX = 100_000;

/** An id in a JSON body. */
export const dbId = z.number().int().positive().max(ID_MAX);
/** An id in a path or query string (text on the wire). */
export const dbIdParam = z.coerce.number().int().positive().max(ID_MAX);
/** A 1-based page number in a query string. */
export const pageParam = z.coerce.number().int().min(1).max(PAGE_MAX);
/** An import file's public id (upid_file: 20 capitals and digits), e.g. a list's import_file filter. */
export const importFileId = z.string().regex(/^[A-Z0-9]{20}$/);
