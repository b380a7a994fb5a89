/**
 * An answer that carries its own JSON text under this key: the REST face sends
 * the text as it is instead of serializing the object again. A symbol, so
 * tRPC's serializer and JSON.stringify never see it.
 */
export const JSON_TEXT = Symbol("json text");

export type WithJsonText<T extends object> = T & { readonly [JSON_TEXT]: string };

export function withJsonText<T extends object>(value: T): WithJsonText<T> {
  return Object.assign(value, { [JSON_TEXT]: JSON.stringify(value) });
}

export function jsonTextOf(value: unknown): string | undefined {
  return typeof value === "object" && value !== null && JSON_TEXT in value
    ? (value as WithJsonText<object>)[JSON_TEXT]
    : undefined;
}
