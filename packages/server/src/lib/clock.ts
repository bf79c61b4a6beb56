/** Current instant as the ISO text we store. One place, so tests and rules agree on the format. */
export function nowIso(): string {
  return new Date().toISOString();
}
