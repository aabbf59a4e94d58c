// What the update modules share: the operations an update is made of (updateOperators.ts resolves them onto concrete
// paths, updateApply.ts applies each), the context an update runs in, and refusals with MongoDB's codes.
import { CommandError } from './errors';
import type { MingoOptions } from './mingoOptions';
import type { Doc } from './values';

export interface UpdateContext {
  filter: unknown;
  arrayFilters: unknown;
  opts: MingoOptions;
  isInsert: boolean;
  /** Rewrites a filter before mingo compiles it (server-level query operators). */
  prepareFilter?: (filter: Doc) => Doc;
}

/** One `path: value` of one operator (`parts`: the path split at its dots). */
export interface Op {
  op: string;
  path: string;
  parts: string[];
  value: unknown;
}

/** An operation at one path it reaches: `at` has array indexes in place of the positional parts. */
export interface ConcreteOp extends Op {
  at: string[];
}

export function refuse(code: number, codeName: string, message: string): never {
  throw new CommandError(code, codeName, message);
}
export function badValue(message: string): never {
  return refuse(2, 'BadValue', message);
}
export function failedToParse(message: string): never {
  return refuse(9, 'FailedToParse', message);
}

export const isIndex = (s: string): boolean => /^\d+$/.test(s);
