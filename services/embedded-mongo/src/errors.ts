// Errors that become `{ ok: 0, errmsg, code, codeName }` replies (MongoDB's codes and names).
import type { Doc } from './values';

export class CommandError extends Error {
  constructor(
    readonly code: number,
    readonly codeName: string,
    message: string,
    readonly extra: Doc = {},
  ) {
    super(message);
  }
}

export const Codes = {
  BadValue: [2, 'BadValue'],
  Unauthorized: [13, 'Unauthorized'],
  FailedToParse: [9, 'FailedToParse'],
  TypeMismatch: [14, 'TypeMismatch'],
  IllegalOperation: [20, 'IllegalOperation'],
  NamespaceNotFound: [26, 'NamespaceNotFound'],
  IndexNotFound: [27, 'IndexNotFound'],
  CursorNotFound: [43, 'CursorNotFound'],
  NamespaceExists: [48, 'NamespaceExists'],
  CommandNotFound: [59, 'CommandNotFound'],
  ImmutableField: [66, 'ImmutableField'],
  InvalidOptions: [72, 'InvalidOptions'],
  InvalidNamespace: [73, 'InvalidNamespace'],
  IndexOptionsConflict: [85, 'IndexOptionsConflict'],
  IndexKeySpecsConflict: [86, 'IndexKeySpecsConflict'],
  NotImplemented: [238, 'NotImplemented'],
  DuplicateKey: [11000, 'DuplicateKey'],
  Location40573: [40573, 'Location40573'],
  InvalidPipelineOperator: [168, 'InvalidPipelineOperator'],
  NoQueryExecutionPlans: [291, 'NoQueryExecutionPlans'],
  Location40603: [40603, 'Location40603'],
  Location17313: [17313, 'Location17313'],
  Location16755: [16755, 'Location16755'],
} as const;

export function fail(which: keyof typeof Codes, message: string, extra?: Doc): never {
  const [code, name] = Codes[which];
  throw new CommandError(code, name, message, extra);
}
