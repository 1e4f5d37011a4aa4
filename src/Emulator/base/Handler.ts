/**
 * What every emulator handler shares: the `Result` constructors and the readers of request parameters (text,
 * integers, `limit`, cursor pages, time windows), so each endpoint module answers and pages the same way.
 *
 * @since 0.1.0
 */
/**
 * The outcome of an operation: a value, or a V5 error (`retCode`/`retMsg` as the docs give them). The REST layer
 * wraps it in the V5 envelope; `retExtInfo` is the envelope's (batch endpoints fill `list`).
 *
 * @since 0.1.0
 * @category models
 */
export type Result<A> =
  | { readonly ok: true; readonly value: A; readonly retExtInfo?: RetExtInfo }
  | { readonly ok: false; readonly retCode: number; readonly retMsg: string }

/**
 * The envelope's `retExtInfo` (`{}` unless a batch endpoint lists per-item codes).
 *
 * @since 0.1.0
 * @category models
 */
export interface RetExtInfo {
  readonly list?: ReadonlyArray<{ readonly code: number; readonly msg: string }>
}

/**
 * Request parameters as received: the query string's values (strings) or the JSON body's fields.
 *
 * @since 0.1.0
 * @category models
 */
export type Params = { readonly [key: string]: unknown }

/**
 * Who calls: the account and the API key the request was signed with (resolved by the auth layer).
 *
 * @since 0.1.0
 * @category models
 */
export interface Caller {
  readonly uid: string
  readonly apiKey: string
  /** The client's IP (public desk routes that answer by IP read it). */
  readonly ip?: string
}

/**
 * A private REST handler: `(caller, params, now) → Result`. `Exchange.route(path)` gives one per served path.
 *
 * @since 0.1.0
 * @category models
 */
export type Handler = (caller: Caller, params: Params, now: number) => Result<object>

/**
 * A failed `Result`.
 *
 * @since 0.1.0
 * @category results
 */
export type Fail = { readonly ok: false; readonly retCode: number; readonly retMsg: string }

/**
 * A successful `Result`, with the `retExtInfo` to send when given.
 *
 * @since 0.1.0
 * @category results
 */
export const ok = <A>(value: A, retExtInfo?: RetExtInfo): Result<A> =>
  retExtInfo === undefined ? { ok: true, value } : { ok: true, value, retExtInfo }

/**
 * A failed `Result` with a V5 code and message.
 *
 * @since 0.1.0
 * @category results
 */
export const fail = (retCode: number, retMsg: string): Fail => ({ ok: false, retCode, retMsg })

/**
 * 10001 with the exchange's `params error: …` message.
 *
 * @since 0.1.0
 * @category results
 */
export const paramError = (what: string): Fail => fail(10001, `params error: ${what}`)

/**
 * Whether a value is a `Fail`.
 *
 * @since 0.1.0
 * @category results
 */
export const isFail = (v: unknown): v is Fail =>
  typeof v === "object" && v !== null && (v as { ok?: unknown }).ok === false && "retCode" in v

/**
 * A parameter as text, as sent (`""` stays `""`); numbers and booleans as their text; `undefined` otherwise.
 *
 * @since 0.1.0
 * @category params
 */
export const text = (p: Params, k: string): string | undefined => {
  const v = p[k]
  if (typeof v === "string") return v
  if (typeof v === "number" || typeof v === "boolean") return String(v)
  return undefined
}

/**
 * A parameter as text, `undefined` when absent or empty.
 *
 * @since 0.1.0
 * @category params
 */
export const nonEmpty = (p: Params, k: string): string | undefined => {
  const v = text(p, k)
  return v === undefined || v === "" ? undefined : v
}

/**
 * An integer parameter: `undefined` when absent or empty, `NaN` when not an integer.
 *
 * @since 0.1.0
 * @category params
 */
export const int = (p: Params, k: string): number | undefined => {
  const v = nonEmpty(p, k)
  if (v === undefined) return undefined
  return /^-?\d+$/.test(v) ? Number(v) : Number.NaN
}

/**
 * The `limit` parameter within `[min, max]` (`def` when absent); 10001 otherwise.
 *
 * @since 0.1.0
 * @category params
 */
export const limitOf = (p: Params, min: number, max: number, def: number): number | Fail => {
  const v = int(p, "limit")
  if (v === undefined) return def
  if (Number.isNaN(v) || v < min || v > max) return paramError("limit invalid")
  return v
}

const cursorOf = (key: string): string => Buffer.from(`k=${key}`, "utf8").toString("base64url")
const keyOfCursor = (cursor: string): string | undefined => {
  const decoded = Buffer.from(cursor, "base64url").toString("utf8")
  return decoded.startsWith("k=") ? decoded.slice(2) : undefined
}

/**
 * A page of `items` (newest first) after the cursor's item, with the next cursor (`""` on the last page); no or an
 * empty cursor is the first page; 10001 for a cursor that names no item.
 *
 * @since 0.1.0
 * @category params
 */
export const page = <A>(
  items: ReadonlyArray<A>,
  keyOf: (a: A) => string,
  limit: number,
  cursor: string | undefined
): { readonly list: ReadonlyArray<A>; readonly next: string } | Fail => {
  let start = 0
  if (cursor !== undefined && cursor !== "") {
    const key = keyOfCursor(cursor)
    const at = key === undefined ? -1 : items.findIndex((a) => keyOf(a) === key)
    if (at < 0) return paramError("cursor invalid")
    start = at + 1
  }
  const list = items.slice(start, start + limit)
  const last = list[list.length - 1]
  return { list, next: start + limit < items.length && last !== undefined ? cursorOf(keyOf(last)) : "" }
}

/**
 * The `[startTime, endTime]` window in ms: the last `spanMs` when both are absent, `spanMs` after the start or
 * before the end when one is given; 10001 for a window that is not a number, reversed or longer than `spanMs`.
 *
 * @since 0.1.0
 * @category params
 */
export const windowOf = (
  p: Params,
  now: number,
  spanMs: number,
  keys: readonly [string, string] = ["startTime", "endTime"]
): { readonly from: number; readonly to: number } | Fail => {
  const start = int(p, keys[0])
  const end = int(p, keys[1])
  if (Number.isNaN(start) || Number.isNaN(end)) return paramError("time invalid")
  const to = end ?? (start === undefined ? now : start + spanMs)
  const from = start ?? to - spanMs
  if (from > to) return paramError("startTime must be less than endTime")
  if (to - from > spanMs) return paramError("the time range exceeds the limit")
  return { from, to }
}

/**
 * The window of a report over the last days: `startTime` / `endTime` (ms), the end `now` when not given, the start
 * 7 days before the end when not given, and at most 30 days long.
 *
 * @since 1.2.0
 * @category params
 */
export const lastDaysOf = (p: Params, now: number): { readonly from: number; readonly to: number } | Fail => {
  const start = int(p, "startTime")
  const end = int(p, "endTime")
  if (Number.isNaN(start) || Number.isNaN(end)) return paramError("time invalid")
  const to = end ?? now
  const from = start ?? to - 7 * 86_400_000
  if (from > to || to - from > 30 * 86_400_000) return paramError("the time range is at most 30 days")
  return { from, to }
}

/**
 * One page of a list paged by offset (the cursor is the index of the page's first item, the next cursor `""` on
 * the last page); `badCursor` answers a cursor the list never gave.
 *
 * @since 0.1.0
 * @category params
 */
export const offsetPage = <A>(
  items: ReadonlyArray<A>,
  cursor: string | undefined,
  limit: number,
  badCursor: Fail
): { readonly list: ReadonlyArray<A>; readonly next: string } | Fail => {
  const start = cursor === undefined ? 0 : Number(cursor)
  if (!Number.isInteger(start) || start < 0 || start > items.length) return badCursor
  return { list: items.slice(start, start + limit), next: start + limit < items.length ? String(start + limit) : "" }
}
