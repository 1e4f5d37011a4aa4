/**
 * The margin settings a trader sets before the first trade of a symbol: its leverage (read from the exchange's
 * position list, which lists a symbol's settings without a position) and the account's margin mode (a unified
 * account's cross or isolated margin applies to the whole account). Read again when the private `position` topic
 * reports a change, so a new leverage shows as soon as the exchange has it.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as AsyncResult from "effect/reactivity/AsyncResult"
import * as Atom from "effect/reactivity/Atom"
import * as Stream from "effect/Stream"
import { Account, Market, Position, Topics } from "effect-bybit"
import { readOnPush } from "./Account.js"
import { privateRuntime } from "./AccountRuntime.js"
import * as Feed from "./Feed.js"
import { credentialsAtom } from "./Runtime.js"
import { marketOf, perMarket } from "./Selection.js"

/**
 * The entries of one market's position list ({@link symbolPositionsAtom} is the selected market's): what is read
 * again after a change the exchange pushes nothing for.
 *
 * @since 1.2.0
 * @category atoms
 */
export const symbolPositionsOf = Atom.family((key: string) =>
  privateRuntime.atom((get) => {
    const market = marketOf(get, key)
    if (
      Option.isNone(get(credentialsAtom)) ||
      market === undefined ||
      (market.category !== "linear" && market.category !== "inverse")
    ) {
      return Stream.make(Feed.empty<ReadonlyArray<SymbolPosition>>())
    }
    const { category, symbol } = market
    return readOnPush(
      Topics.subscribe(Topics.position()),
      Effect.map(
        Position.getPositionInfo({ category, symbol }),
        (page): ReadonlyArray<SymbolPosition> => page.list.filter((p) => p.symbol === symbol)
      )
    )
  })
)

/**
 * The selected linear or inverse symbol's entries in the exchange's position list (a symbol's settings are listed
 * without a position; hedge mode lists its buy and sell sides), read once and again when the private `position` topic
 * reports a change: the one read its leverage and its position mode are both taken from (each its own read asked
 * for `/v5/position/list` twice per push). Empty for spot and options, and without keys.
 *
 * @since 1.2.0
 * @category atoms
 */
export const symbolPositionsAtom = perMarket(symbolPositionsOf)

/**
 * One entry of a symbol's position list, as far as the settings read from it go.
 *
 * @since 1.2.0
 * @category models
 */
export interface SymbolPosition {
  readonly symbol: string
  readonly leverage?: string | undefined
  readonly positionIdx?: number | undefined
}

// what reading the position list can fail with
type ReadError = typeof symbolPositionsAtom extends Atom.Atom<AsyncResult.AsyncResult<unknown, infer E>> ? E : never

/**
 * A figure taken from the selected symbol's position list ({@link symbolPositionsAtom}), as a feed of its own.
 *
 * @since 1.2.0
 * @category constructors
 */
export const fromSymbolPositions = <A>(
  f: (list: ReadonlyArray<SymbolPosition>) => A
): Atom.Atom<AsyncResult.AsyncResult<Feed.Feed<A>, ReadError>> =>
  Atom.readable((get) =>
    AsyncResult.map(get(symbolPositionsAtom), (feed): Feed.Feed<A> => ({ ...feed, value: Option.map(feed.value, f) }))
  )

/**
 * The leverage in force for the selected linear or inverse symbol (`"10"`), with or without a position; none for
 * spot and options, and without keys.
 *
 * @since 0.1.0
 * @category atoms
 */
export const symbolLeverageAtom = fromSymbolPositions(
  (list) => list.find((p) => (p.leverage ?? "") !== "")?.leverage ?? ""
)

/**
 * The account's margin mode as the page names it.
 *
 * @since 0.1.0
 * @category models
 */
export type MarginMode = "cross" | "isolated" | "portfolio"

const fromWire = (mode: string | undefined): MarginMode =>
  mode === "ISOLATED_MARGIN" ? "isolated" : mode === "PORTFOLIO_MARGIN" ? "portfolio" : "cross"

/**
 * The account's margin mode (`/v5/account/info`), read once and again after it is set here.
 *
 * @since 0.1.0
 * @category atoms
 */
export const marginModeAtom = privateRuntime.atom((get) => {
  if (Option.isNone(get(credentialsAtom))) return Effect.succeed(Option.none<MarginMode>())
  return Effect.map(Account.getAccountInfo(), (info) => Option.some(fromWire(info.marginMode)))
})

/**
 * Sets the account's margin mode (cross: `REGULAR_MARGIN`, isolated: `ISOLATED_MARGIN`), then reads it again.
 *
 * @since 0.1.0
 * @category atoms
 */
export const setMarginModeAtom = privateRuntime.fn((mode: "cross" | "isolated", get) =>
  Account.setMarginMode({ setMarginMode: mode === "isolated" ? "ISOLATED_MARGIN" : "REGULAR_MARGIN" }).pipe(
    Effect.tap(() => Effect.sync(() => get.refresh(marginModeAtom)))
  )
)

/**
 * The account's fee rates on a symbol, as fractions of the order's value.
 *
 * @since 0.1.0
 * @category models
 */
export interface FeeRates {
  readonly taker: number
  readonly maker: number
}

const feeRateOf = Atom.family((key: string) =>
  privateRuntime.atom((get) => {
    const market = marketOf(get, key)
    if (Option.isNone(get(credentialsAtom)) || market === undefined) return Effect.succeed(Option.none<FeeRates>())
    const { category, symbol } = market
    return Effect.map(Account.getFeeRate({ category, symbol }), (rates) =>
      Option.map(
        Option.fromNullishOr(rates.list.find((r) => r.symbol === symbol) ?? rates.list[0]),
        (r): FeeRates => ({ taker: Number(r.takerFeeRate), maker: Number(r.makerFeeRate) })
      )
    )
  })
)

/**
 * The account's taker and maker fee rates on the selected symbol (`/v5/account/fee-rate`), read once per market;
 * none without keys, and none for another market until its own are read.
 *
 * @since 0.1.0
 * @category atoms
 */
export const feeRateAtom = perMarket(feeRateOf)

const maintenanceRateOf = Atom.family((key: string) =>
  privateRuntime.atom((get) => {
    const market = marketOf(get, key)
    if (market === undefined || (market.category !== "linear" && market.category !== "inverse")) {
      return Effect.succeed(Option.none<number>())
    }
    const { category, symbol } = market
    return Effect.map(Market.getRiskLimit({ category, symbol }), (page) => {
      const tiers = page.list.filter((t) => t.symbol === symbol)
      const lowest = tiers.find((t) => Number(t.isLowestRisk) === 1) ?? tiers[0]
      const rate = Number(lowest?.maintenanceMargin ?? "")
      return Number.isFinite(rate) && rate > 0 ? Option.some(rate / 100) : Option.none<number>()
    })
  })
)

/**
 * The maintenance margin rate of the selected linear or inverse symbol's lowest risk tier, as a fraction
 * (`/v5/market/risk-limit` gives it in percent, `"0.5"`, as the exchange's docs show), read once per market.
 *
 * @since 0.1.0
 * @category atoms
 */
export const maintenanceRateAtom = perMarket(maintenanceRateOf)
