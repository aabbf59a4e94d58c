/** The HTTP status of an RTK Query error (a number), or its kind ('FETCH_ERROR', 'PARSING_ERROR', ...). */
export function errorStatus(error: unknown): number | string | undefined {
  return error && typeof error === 'object' ? (error as { status?: number | string }).status : undefined;
}
