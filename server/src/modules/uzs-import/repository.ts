/** The import tables' access is shared by every import kind (server/src/core/import-repository.ts). */
export * from '../../core/import-repository.ts';
