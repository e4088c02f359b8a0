// The contract types, straight from @shop/shared's sources (type-only: nothing runs from there).

export type { CallName, ProviderCallTable } from '../../shared/src/api/calls';
export type * from '../../shared/src/entities';
