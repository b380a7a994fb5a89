/** The REST error body every client reads: `detail`, then `message` (spec §7). */
export interface RestError {
  detail: string;
  message: string;
  code: string;
  issues?: { path: string[]; message: string }[];
}

/** `detail` names the field at fault; `message` is the person's sentence alone (the same when no field is). */
export function restError(
  code: string,
  detail: string,
  issues?: RestError["issues"],
  message = detail,
): RestError {
  return { detail, message, code, issues };
}
