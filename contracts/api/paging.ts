/** Query string of every paged list (docs/architecture.md §3). */
import { z } from 'zod';
import { pageParam } from './ids.ts';

export const MAX_PAGE_SIZE = 500;

/** Query string of every paged list: `?page=&pageSize=&sort=` (sort: `field` or `-field`). */
export const pageQuery = z.strictObject({
  page: pageParam.default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  sort: z
    .string()
    .regex(/^-?[a-zA-Z_]{1,40}$/)
    .optional(),
});
export type PageQuery = z.infer<typeof pageQuery>;
