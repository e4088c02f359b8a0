// The contract types, straight from @shop/shared's sources (type-only: nothing runs from there).
export type * from '../../shared/src/entities';
export type { ProviderCallTable, CallName } from '../../shared/src/api/calls';
