/**
 * Price alerts (issue 72): "tell me when BTCUSDT rises to 66,000". An alert is armed at a price, above or below the
 * last price when it is set, and fires once, the first time the last price reaches it; it then stays listed as
 * triggered (with when and at what price) until removed. Kept in this browser's localStorage, like the drawings and
 * the favourites: a preference, not a secret. What storage holds is checked when read; anything that is not an alert
 * is dropped, never trusted.
 *
 * @since 1.3.0
 */
import * as Schema from "effect/Schema"

/**
 * Which way the price must go to reach the alert: up to it (`above`) or down to it (`below`).
 *
 * @since 1.3.0
 * @category models
 */
export type Direction = "above" | "below"

const Stored = Schema.Struct({
  id: Schema.String,
  env: Schema.String,
  category: Schema.String,
  symbol: Schema.String,
  price: Schema.String,
  direction: Schema.Literals(["above", "below"]),
  created: Schema.Finite,
  firedAt: Schema.optional(Schema.Finite),
  firedPrice: Schema.optional(Schema.String)
})

/**
 * One alert: where (environment, category, symbol), at what price and which way; once fired, when (`firedAt`, ms)
 * and at what last price.
 *
 * @since 1.3.0
 * @category models
 */
export interface Alert extends Schema.Schema.Type<typeof Stored> {}

/**
 * The storage key of the alerts (all markets and environments in one list).
 *
 * @since 1.3.0
 * @category storage
 */
export const storageKey = "effect-bybit.alerts"

const decodeAll = Schema.decodeUnknownSync(Schema.fromJsonString(Schema.Array(Stored)))

/**
 * The alerts a stored text holds: none when there is no text or it is not a list of alerts; alerts whose price is
 * not a positive number are dropped.
 *
 * @since 1.3.0
 * @category storage
 */
export const parse = (text: string | null | undefined): ReadonlyArray<Alert> => {
  if (text == null) return []
  try {
    return decodeAll(text).filter((a) => Number(a.price) > 0)
  } catch {
    return []
  }
}

/**
 * The alerts kept in this browser (none when storage is refused or holds something else).
 *
 * @since 1.3.0
 * @category storage
 */
export const load = (): ReadonlyArray<Alert> => {
  try {
    return parse(globalThis.localStorage?.getItem(storageKey))
  } catch {
    return []
  }
}

/**
 * Keeps the alerts (an empty list removes the entry); storage refused: they last for this visit.
 *
 * @since 1.3.0
 * @category storage
 */
export const save = (alerts: ReadonlyArray<Alert>): void => {
  try {
    if (alerts.length === 0) globalThis.localStorage?.removeItem(storageKey)
    else globalThis.localStorage?.setItem(storageKey, JSON.stringify(alerts))
  } catch {
    // storage refused (private mode, quota): the alerts last for this visit
  }
}

/**
 * Whether `last` reaches an armed alert's price (a fired alert never fires again).
 *
 * @since 1.3.0
 * @category checks
 */
export const reached = (alert: Alert, last: number): boolean => {
  if (alert.firedAt !== undefined || !Number.isFinite(last)) return false
  const price = Number(alert.price)
  return alert.direction === "above" ? last >= price : last <= price
}

/**
 * The alerts after the last prices `lastOf` gives (by `category|symbol`, undefined where none is known): each armed
 * alert of `env` that a price reaches is marked fired at `now`; `fired` lists those, to be told once.
 *
 * @since 1.3.0
 * @category checks
 */
export const check = (
  alerts: ReadonlyArray<Alert>,
  env: string,
  lastOf: (category: string, symbol: string) => string | undefined,
  now: number
): { readonly alerts: ReadonlyArray<Alert>; readonly fired: ReadonlyArray<Alert> } => {
  const fired: Array<Alert> = []
  const next = alerts.map((alert) => {
    if (alert.env !== env) return alert
    const last = lastOf(alert.category, alert.symbol)
    if (last === undefined || !reached(alert, Number(last))) return alert
    const done = { ...alert, firedAt: now, firedPrice: last }
    fired.push(done)
    return done
  })
  return { alerts: fired.length === 0 ? alerts : next, fired }
}

/**
 * Why an alert cannot be set at `price` (`undefined`: it can): the price must be a positive number, and on the side
 * of the last price the direction says (an alert "above" a price the market is already above would fire at once).
 *
 * @since 1.3.0
 * @category checks
 */
export const refusal = (input: {
  readonly price: string
  readonly direction: Direction
  readonly last: string | undefined
  readonly symbol: string
  /** Writes a price for the reader (the page's locale). */
  readonly write: (price: string) => string
}): string | undefined => {
  const price = Number(input.price)
  if (input.price.trim() === "" || !(price > 0)) return "Enter the alert's price, like 65000"
  if (input.last === undefined) return "Wait for the last price: the alert is set against it"
  const last = Number(input.last)
  if (input.direction === "above" && !(price > last))
    return `${input.symbol} is at ${input.write(input.last)}: an alert above must be higher`
  if (input.direction === "below" && !(price < last))
    return `${input.symbol} is at ${input.write(input.last)}: an alert below must be lower`
  return undefined
}
