/**
 * The readers of trading parameters (category, symbol, order link id, trigger price kind, flags) and the one
 * combinator trading handlers share: read the request's subject (format checks first, as the exchange checks) →
 * advance the market to `now` → validate and mutate → push what changed.
 *
 * @since 0.1.0
 */

import {
  type Caller,
  type Fail,
  fail,
  type Handler,
  isFail,
  nonEmpty,
  type Params,
  paramError,
  type Result,
  text
} from "./base/Handler.js"
import type { Clearing } from "./Clearing.js"
import { CATEGORIES } from "./Clearing.js"
import type { Category, Instrument } from "./market/Instruments.js"
import * as Instruments from "./market/Instruments.js"

const LINK_ID = /^[A-Za-z0-9_-]{1,36}$/
const TRIGGER_BY = ["LastPrice", "IndexPrice", "MarkPrice"] as const

/**
 * The price a trigger watches.
 *
 * @since 0.1.0
 * @category models
 */
export type TriggerBy = (typeof TRIGGER_BY)[number]

/**
 * A boolean parameter as the wire sends it (`true`/`"true"`/`1`/`"1"` and the false ones), `undefined` otherwise.
 *
 * @since 0.1.0
 * @category params
 */
export const flag = (p: Params, k: string): boolean | undefined => {
  const v = p[k]
  if (v === true || v === "true" || v === 1 || v === "1") return true
  if (v === false || v === "false" || v === 0 || v === "0") return false
  return undefined
}

/**
 * The `category` parameter, one of `allowed`.
 *
 * @since 0.1.0
 * @category params
 */
export const categoryOf = (p: Params, allowed: ReadonlyArray<Category> = CATEGORIES): Category | Fail => {
  const c = text(p, "category")
  if (c === undefined || c === "") return fail(10001, "params error: category is required")
  if (!(allowed as ReadonlyArray<string>).includes(c)) return fail(10001, "Illegal category")
  return c as Category
}

/**
 * The `symbol` parameter's instrument of a category.
 *
 * @since 0.1.0
 * @category params
 */
export const instrumentOf = (category: Category, p: Params): Instrument | Fail => {
  const symbol = text(p, "symbol")
  if (symbol === undefined || symbol === "") return paramError("symbol is required")
  const i = Instruments.find(category, symbol)
  if (i === undefined) return category === "spot" ? fail(170121, "Invalid symbol.") : paramError("symbol invalid")
  return i
}

/**
 * The `orderLinkId` parameter, `undefined` when absent.
 *
 * @since 0.1.0
 * @category params
 */
export const linkIdOf = (p: Params): string | undefined | Fail => {
  const l = text(p, "orderLinkId")
  if (l === undefined || l === "") return undefined
  return LINK_ID.test(l) ? l : paramError("orderLinkId invalid")
}

/**
 * A trigger-price-kind parameter, `undefined` when absent.
 *
 * @since 0.1.0
 * @category params
 */
export const triggerByOf = (p: Params, k: string): TriggerBy | undefined | Fail => {
  const v = nonEmpty(p, k)
  if (v === undefined) return undefined
  return (TRIGGER_BY as ReadonlyArray<string>).includes(v) ? (v as TriggerBy) : paramError(`${k} invalid`)
}

/**
 * A derivative request's subject: its category and instrument.
 *
 * @since 0.1.0
 * @category models
 */
export interface Derivative {
  readonly category: Category
  readonly instrument: Instrument
}

/**
 * The `category` (linear or inverse, or linear only) and `symbol` of a derivative request.
 *
 * @since 0.1.0
 * @category params
 */
export const derivative = (p: Params, linearOnly = false): Derivative | Fail => {
  const category = categoryOf(p, linearOnly ? ["linear"] : ["linear", "inverse"])
  if (isFail(category)) return category
  const i = instrumentOf(category, p)
  if (isFail(i)) return i
  return { category, instrument: i }
}

/**
 * What trading handlers work with: the market's advance and the clearing house.
 *
 * @since 0.1.0
 * @category models
 */
export interface TradeEnv {
  /** Advances the market to `now` (fills, triggers, pushes). */
  readonly tick: (now: number) => void
  readonly clearing: Clearing
}

/**
 * The common shape of a trading handler: `read` the request's subject (format errors answer before any business
 * rule), with `tick` advance the market to `now`, `act` validates and mutates, and when it
 * succeeded `push` sends what changed.
 *
 * @since 0.1.0
 * @category constructors
 */
export const trade =
  <I, A extends object = object>(
    env: TradeEnv,
    spec: {
      readonly read: (p: Params) => I | Fail
      readonly tick?: boolean
      readonly push?: (input: I, caller: Caller, now: number) => void
    },
    act: (input: I, caller: Caller, p: Params, now: number) => Result<A>
  ): ((caller: Caller, p: Params, now: number) => Result<A>) =>
  (caller, p, now) => {
    const input = spec.read(p)
    if (isFail(input)) return input
    if (spec.tick === true) env.tick(now)
    const r = act(input, caller, p, now)
    if (r.ok) spec.push?.(input, caller, now)
    return r
  }

/**
 * `trade` on one derivative symbol; `push` names what to push on success, in order: the symbol's positions and
 * the caller's wallet.
 *
 * @since 0.1.0
 * @category constructors
 */
export const onDerivative = (
  env: TradeEnv,
  opts: { readonly tick?: boolean; readonly push?: ReadonlyArray<"positions" | "wallet"> },
  act: (d: Derivative, caller: Caller, p: Params, now: number) => Result<object>
): Handler =>
  trade(
    env,
    {
      read: (p) => derivative(p),
      ...(opts.tick === undefined ? {} : { tick: opts.tick }),
      push: (d, caller, now) => {
        for (const what of opts.push ?? []) {
          if (what === "positions") env.clearing.pushPositions(caller.uid, d.instrument, now)
          else env.clearing.pushWallet(caller.uid, now)
        }
      }
    },
    act
  )
