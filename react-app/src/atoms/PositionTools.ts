/**
 * The position tools traders reach for first, as atoms on the runtime with the keys: a position's stops
 * (`/v5/position/trading-stop`: take-profit and stop-loss triggered by the last, mark or index price, for the whole
 * position or for part of it with market or limit orders, and a trailing stop with its activation price), the
 * symbol's position mode (one-way or hedge, `/v5/position/switch-mode`) and an isolated position's margin
 * (`/v5/position/add-margin`). Each is checked in words before it is sent, as the order form checks its fields.
 *
 * @since 1.2.0
 */
import * as BigDecimal from "effect/BigDecimal"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Result from "effect/Result"
import * as Atom from "effect/reactivity/Atom"
import { Position, type BybitSchema as Wire } from "effect-bybit"
import * as Format from "../lib/Format.js"
import { privateRuntime } from "./AccountRuntime.js"
import { envAtom } from "./Config.js"
import { fromSymbolPositions, symbolPositionsOf } from "./Margin.js"
import * as OrderForm from "./OrderForm.js"
import type { PositionRef, TpSl } from "./Orders.js"

/**
 * The price a stop triggers by.
 *
 * @since 1.2.0
 * @category models
 */
export type TriggerBy = "LastPrice" | "MarkPrice" | "IndexPrice"

/**
 * The trigger prices, as the page names them.
 *
 * @since 1.2.0
 * @category models
 */
export const triggerByNames: ReadonlyArray<{ readonly value: TriggerBy; readonly label: string }> = [
  { value: "LastPrice", label: "Last" },
  { value: "MarkPrice", label: "Mark" },
  { value: "IndexPrice", label: "Index" }
]

/**
 * Whether a text names a trigger price.
 *
 * @since 1.2.0
 * @category models
 */
export const isTriggerBy = (text: string): text is TriggerBy => triggerByNames.some((t) => t.value === text)

/**
 * A position's stops as typed: take-profit and stop-loss (empty: none; in Full mode empty removes one), the price
 * each triggers by, whether they cover the whole position (`Full`) or part of it (`Partial`: each its own
 * reduce-only order, market, or limit at the limit price typed), and the trailing stop (a price distance; empty or
 * `0`: none) with the price that arms it (empty: armed at once).
 *
 * @since 1.2.0
 * @category models
 */
export interface Stops extends TpSl {
  readonly mode: "Full" | "Partial"
  /** The price the take-profit triggers by (`undefined`: as it is, or the exchange's default, the last price). */
  readonly tpTriggerBy: TriggerBy | undefined
  /** The price the stop-loss triggers by (`undefined`: as it is, or the last price). */
  readonly slTriggerBy: TriggerBy | undefined
  /** Partial mode: the quantity each of the take-profit and stop-loss closes. */
  readonly partialSize: string
  readonly tpLimitPrice: string
  readonly slLimitPrice: string
  readonly trailingStop: string
  readonly activePrice: string
  /** The position's stops in force (`""` or `"0"`: none), so what is unchanged is not sent again. */
  readonly current: { readonly takeProfit: string; readonly stopLoss: string; readonly trailingStop: string }
}

const decimal = (text: string): Option.Option<BigDecimal.BigDecimal> =>
  /^\d+(\.\d+)?$/.test(text) ? BigDecimal.fromString(text) : Option.none()

const none = (text: string): boolean => text.trim() === "" || Number(text.trim()) === 0

// a stop typed differently from the one in force (`""`, `"0"`: none)
const changed = (typed: string, current: string): boolean =>
  (none(typed) ? 0 : Number(typed.trim())) !== (none(current) ? 0 : Number(current))

const fail = (field: string, reason: string) => Result.fail(new OrderForm.FormError({ field, reason }))

const onTick = (
  field: string,
  label: string,
  raw: string,
  stops: Stops
): Result.Result<Option.Option<string>, OrderForm.FormError> => {
  const text = raw.trim()
  if (text === "") return Result.succeed(Option.none())
  const value = decimal(text)
  if (Option.isNone(value) || !BigDecimal.isPositive(value.value)) {
    return fail(field, `${label} must be a positive number, like ${Format.writeDecimal("101.5")}`)
  }
  const tick = Option.flatMap(stops.instrument, (i) => decimal(i.tickSize))
  if (Option.isSome(tick) && BigDecimal.isPositive(tick.value)) {
    const rest = BigDecimal.remainder(value.value, tick.value)
    if (Option.isSome(rest) && !BigDecimal.isZero(rest.value)) {
      return fail(
        field,
        `${label} must be in steps of ${Format.writeDecimal(BigDecimal.format(BigDecimal.normalize(tick.value)))}`
      )
    }
  }
  return Result.succeed(Option.some(text))
}

/**
 * The stops' request, or which field is wrong and why: the take-profit and stop-loss checked as the order form
 * checks them, a partial size within the position, limit prices and the trailing distance on the tick, an
 * activation price on the winning side of the reference price.
 *
 * @since 1.2.0
 * @category constructors
 */
export const stopsRequest = (stops: Stops) =>
  Result.gen(function* () {
    const partial = stops.mode === "Partial"
    yield* OrderForm.checkTpSl({
      side: stops.side,
      sideName: stops.side === "Buy" ? "long" : "short",
      reference: Option.flatMap(stops.reference, (text) => BigDecimal.fromString(text)),
      referenceName: "the last price",
      takeProfit: none(stops.takeProfit) ? "" : stops.takeProfit,
      stopLoss: none(stops.stopLoss) ? "" : stops.stopLoss,
      instrument: stops.instrument
    })
    const tp = !none(stops.takeProfit)
    const sl = !none(stops.stopLoss)
    const trailing = yield* onTick(
      "trailingStop",
      "Trailing distance",
      none(stops.trailingStop) ? "" : stops.trailingStop,
      stops
    )
    const active = yield* onTick("activePrice", "Activation price", stops.activePrice, stops)
    if (Option.isSome(active) && Option.isSome(stops.reference)) {
      const long = stops.side === "Buy"
      const at = Number(active.value)
      const ref = Number(stops.reference.value)
      if (long ? at <= ref : at >= ref) {
        return yield* fail(
          "activePrice",
          `Activation price must be ${long ? "above" : "below"} the last price ${Format.writeDecimal(stops.reference.value)} for a ${long ? "long" : "short"}`
        )
      }
    }
    const trailingChanged = Number(Option.getOrElse(trailing, () => "0")) !== Number(stops.current.trailingStop || "0")
    const base = {
      category: stops.category,
      symbol: stops.symbol,
      positionIdx: stops.positionIdx,
      tpslMode: stops.mode,
      ...(trailingChanged || Option.isSome(active) ? { trailingStop: Option.getOrElse(trailing, () => "0") } : {}),
      ...(Option.isSome(active) ? { activePrice: active.value } : {})
    }
    if (!partial) {
      // the whole position: an empty take-profit or stop-loss removes it; what is unchanged is not sent
      const sendTp = changed(stops.takeProfit, stops.current.takeProfit) || (tp && stops.tpTriggerBy !== undefined)
      const sendSl = changed(stops.stopLoss, stops.current.stopLoss) || (sl && stops.slTriggerBy !== undefined)
      if (!sendTp && !sendSl && !("trailingStop" in base)) {
        return yield* fail("takeProfit", "Nothing to change: type a new take profit, stop loss or trailing stop")
      }
      return {
        ...base,
        ...(sendTp ? { takeProfit: tp ? stops.takeProfit.trim() : "0" } : {}),
        ...(sendSl ? { stopLoss: sl ? stops.stopLoss.trim() : "0" } : {}),
        ...(sendTp && tp && stops.tpTriggerBy !== undefined ? { tpTriggerBy: stops.tpTriggerBy } : {}),
        ...(sendSl && sl && stops.slTriggerBy !== undefined ? { slTriggerBy: stops.slTriggerBy } : {})
      }
    }
    if (!tp && !sl) {
      if (trailingChanged || Option.isSome(active)) return base
      return yield* fail("takeProfit", "Enter a take profit or a stop loss for part of the position")
    }
    const size = decimal(stops.partialSize.trim())
    if (Option.isNone(size) || !BigDecimal.isPositive(size.value)) {
      return yield* fail("size", "Enter the quantity the take profit and stop loss close, like 0.5")
    }
    const held = decimal(stops.size)
    if (Option.isSome(held) && BigDecimal.isGreaterThan(size.value, held.value)) {
      return yield* fail("size", `The quantity is above the position's ${Format.writeDecimal(stops.size)}`)
    }
    const tpLimit = yield* onTick("tpLimitPrice", "Take-profit limit price", tp ? stops.tpLimitPrice : "", stops)
    const slLimit = yield* onTick("slLimitPrice", "Stop-loss limit price", sl ? stops.slLimitPrice : "", stops)
    const qty = stops.partialSize.trim()
    return {
      ...base,
      ...(tp
        ? {
            takeProfit: stops.takeProfit.trim(),
            ...(stops.tpTriggerBy === undefined ? {} : { tpTriggerBy: stops.tpTriggerBy }),
            tpSize: qty,
            tpOrderType: Option.isSome(tpLimit) ? ("Limit" as const) : ("Market" as const),
            ...(Option.isSome(tpLimit) ? { tpLimitPrice: tpLimit.value } : {})
          }
        : {}),
      ...(sl
        ? {
            stopLoss: stops.stopLoss.trim(),
            ...(stops.slTriggerBy === undefined ? {} : { slTriggerBy: stops.slTriggerBy }),
            slSize: qty,
            slOrderType: Option.isSome(slLimit) ? ("Limit" as const) : ("Market" as const),
            ...(Option.isSome(slLimit) ? { slLimitPrice: slLimit.value } : {})
          }
        : {})
    }
  })

/**
 * Sets a position's stops (see {@link Stops}), refused first in words by {@link stopsRequest}.
 *
 * @since 1.2.0
 * @category atoms
 */
export const setStopsAtom = privateRuntime.fn(
  (stops: Stops, get) =>
    Effect.flatMap(Effect.fromResult(stopsRequest(stops)), (request: Wire.Position.TradingStopRequest) =>
      Position.setTradingStop(request).pipe(
        // the position list does not say which price its stops trigger by: the page keeps what was saved
        Effect.tap(() =>
          Effect.sync(() => {
            const key = stopsKey(get(envAtom), stops)
            const kept = get(stopsTriggerByAtom)
            const was = kept.get(key) ?? {}
            const next: SavedTriggerBy = {
              tp: request.takeProfit === "0" ? undefined : (request.tpTriggerBy ?? was.tp),
              sl: request.stopLoss === "0" ? undefined : (request.slTriggerBy ?? was.sl)
            }
            get.set(stopsTriggerByAtom, new Map(kept).set(key, next))
          })
        )
      )
    ),
  { concurrent: true }
)

/**
 * The prices a position's take-profit and stop-loss trigger by, as last saved from this page (none: not saved
 * here; the exchange's default is the last price).
 *
 * @since 1.2.0
 * @category models
 */
export interface SavedTriggerBy {
  readonly tp?: TriggerBy | undefined
  readonly sl?: TriggerBy | undefined
}

/**
 * The key of a position's saved trigger prices: `env|category|symbol|positionIdx`.
 *
 * @since 1.2.0
 * @category constructors
 */
export const stopsKey = (env: string, ref: Pick<PositionRef, "category" | "symbol" | "positionIdx">): string =>
  `${env}|${ref.category}|${ref.symbol}|${ref.positionIdx}`

/**
 * The trigger prices of the stops saved from this page, per position ({@link stopsKey}): shown beside the TP/SL,
 * since the position list the exchange sends does not name them (issue 72).
 *
 * @since 1.2.0
 * @category atoms
 */
export const stopsTriggerByAtom: Atom.Writable<ReadonlyMap<string, SavedTriggerBy>> = Atom.make<
  ReadonlyMap<string, SavedTriggerBy>
>(new Map()).pipe(Atom.keepAlive)

/**
 * The selected linear or inverse symbol's position mode (`one-way` or `hedge`), taken from the position list its
 * leverage is read from (hedge mode lists the symbol's buy and sell sides): no read of its own, none per push; none
 * for spot and options, and without keys.
 *
 * @since 1.2.0
 * @category atoms
 */
export const positionModeAtom = fromSymbolPositions((list) =>
  list.some((p) => p.positionIdx === 1 || p.positionIdx === 2) ? ("hedge" as const) : ("one-way" as const)
)

/**
 * Switches a symbol between one-way (`mode: 0`) and hedge mode (`mode: 3`); the exchange refuses while the symbol
 * has a position or an open order, and says so.
 *
 * @since 1.2.0
 * @category atoms
 */
export const switchModeAtom = privateRuntime.fn(
  (
    input: { readonly category: "linear" | "inverse"; readonly symbol: string; readonly mode: "one-way" | "hedge" },
    get
  ) =>
    Position.switchPositionMode({
      category: input.category,
      symbol: input.symbol,
      mode: input.mode === "hedge" ? 3 : 0
    }).pipe(
      // a switch pushes no position: read the symbol's list again (the market's key, as `marketKey` writes it)
      Effect.tap(() =>
        Effect.sync(() => get.refresh(symbolPositionsOf(`${get(envAtom)}|${input.category}|${input.symbol}`)))
      )
    )
)

/**
 * A change of an isolated position's margin: `add` puts the amount in from the wallet, `remove` takes it out.
 *
 * @since 1.2.0
 * @category models
 */
export interface MarginChange extends PositionRef {
  readonly direction: "add" | "remove"
  readonly amount: string
}

/**
 * Adds margin to an isolated position or removes it (`/v5/position/add-margin`, a negative amount removes), the
 * amount checked as a positive number first.
 *
 * @since 1.2.0
 * @category atoms
 */
export const changeMarginAtom = privateRuntime.fn(
  (input: MarginChange) =>
    Effect.gen(function* () {
      const amount = decimal(input.amount.trim())
      if (Option.isNone(amount) || !BigDecimal.isPositive(amount.value)) {
        return yield* new OrderForm.FormError({ field: "margin", reason: "Enter the margin to move, like 10" })
      }
      return yield* Position.addOrReduceMargin({
        category: input.category,
        symbol: input.symbol,
        positionIdx: input.positionIdx,
        margin: input.direction === "add" ? input.amount.trim() : `-${input.amount.trim()}`
      })
    }),
  { concurrent: true }
)

/**
 * Turns an isolated position's auto-add margin on or off (`/v5/position/set-auto-add-margin`): when on, the exchange
 * moves margin in from the wallet before the position would be liquidated. The exchange refuses it for cross
 * margin (110076) and without a position (110033), and says so; the state is read back from the position's
 * `autoAddMargin` (the change pushes the position).
 *
 * @since 1.3.0
 * @category atoms
 */
export const autoAddMarginAtom = privateRuntime.fn(
  (input: PositionRef & { readonly on: boolean }) =>
    Position.setAutoAddMargin({
      category: input.category,
      symbol: input.symbol,
      autoAddMargin: input.on ? 1 : 0,
      ...(input.positionIdx === 0 ? {} : { positionIdx: input.positionIdx })
    }),
  { concurrent: true }
)
