/**
 * An answer that carries its own JSON body, encoded, under this key: the REST
 * face sends those bytes as they are instead of serializing and encoding the
 * object again. A symbol, so tRPC's serializer and JSON.stringify never see it.
 */
export const JSON_BODY = Symbol("json body");

export type WithJsonBody<T extends object> = T & { readonly [JSON_BODY]: Buffer };

export function withJsonBody<T extends object>(value: T): WithJsonBody<T> {
  return Object.assign(value, { [JSON_BODY]: Buffer.from(JSON.stringify(value)) });
}

export function jsonBodyOf(value: unknown): Buffer | undefined {
  return typeof value === "object" && value !== null && JSON_BODY in value
    ? (value as WithJsonBody<object>)[JSON_BODY]
    : undefined;
}
