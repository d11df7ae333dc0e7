import { getTableName, sql, type Column, type SQL } from 'drizzle-orm';

/**
 * An outer query's column written as "table"."column", for a correlated subquery. Drizzle writes
 * the columns of a select from one table without their table ("id"), and inside
 * `(select count(*) from registration_parameters p where p.step_id = "id")` that name binds to the
 * subquery's own table: every step counted the parameters whose own id was its id (28 Nov 2026).
 */
export function outerColumn(column: Column): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
