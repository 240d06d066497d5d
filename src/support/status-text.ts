/**
 * The standard reason phrase of an HTTP status (`404` → `Not Found`), or '' for a status without one: Node's
 * table (node:http's `STATUS_CODES`), fetched on the first call rather than imported, so a run whose answers all
 * carry their phrase (a folder read from disk) never loads node:http.
 */
export function reasonPhrase(status: number): string {
  return process.getBuiltinModule('node:http').STATUS_CODES[status] ?? '';
}
