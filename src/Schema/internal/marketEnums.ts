/**
 * The enumerations of market data (instruments, tickers, trades, candles, books, market statistics): the part of
 * `Enums` that a program reading only the market needs; `Enums` re-exports them. The rest of `Enums` (orders,
 * positions, executions, accounts) is for the views that trade, and a bundler places a module by who imports it, not
 * by what they use of it: a module of the market that imported `Enums` would bring it whole into the market's chunk
 * (bytes in the React app's first paint: docs/BENCHMARKS.md, "Figures quoted from code"). So the market's schemas
 * (those of `Market` and the public
 * topics) import these, never `Enums`.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import * as LazySchema from "../LazySchema.js"
import { tolerant } from "./tolerant.js"

/**
 * Product type.
 *
 * @since 0.1.0
 * @category schemas
 */
export const Category = LazySchema.make(() => Schema.Literals(["spot", "linear", "inverse", "option"]))
/**
 * A value of {@link Category}.
 *
 * @since 0.1.0
 * @category models
 */
export type Category = typeof Category.Type
/**
 * {@link Category} in responses: the known values or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CategoryTolerant = LazySchema.make(() => tolerant(Category))

/**
 * Order (and trade) side. A flat position reports `""` (UTA) or `"None"` (classic) instead.
 *
 * @since 0.1.0
 * @category schemas
 */
export const Side = LazySchema.make(() => Schema.Literals(["Buy", "Sell"]))
/**
 * A value of {@link Side}.
 *
 * @since 0.1.0
 * @category models
 */
export type Side = typeof Side.Type
/**
 * {@link Side} in responses: the known values or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SideTolerant = LazySchema.make(() => tolerant(Side))

/**
 * Tick direction of the last trade.
 *
 * @since 0.1.0
 * @category schemas
 */
export const TickDirection = LazySchema.make(() =>
  Schema.Literals(["PlusTick", "ZeroPlusTick", "MinusTick", "ZeroMinusTick"])
)
/**
 * A value of {@link TickDirection}.
 *
 * @since 0.1.0
 * @category models
 */
export type TickDirection = typeof TickDirection.Type
/**
 * {@link TickDirection} in responses: the known values or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const TickDirectionTolerant = LazySchema.make(() => tolerant(TickDirection))

/**
 * Kline interval: minutes, or day / week / month.
 *
 * @since 0.1.0
 * @category schemas
 */
export const KlineInterval = LazySchema.make(() =>
  Schema.Literals(["1", "3", "5", "15", "30", "60", "120", "240", "360", "720", "D", "W", "M"])
)
/**
 * A value of {@link KlineInterval}.
 *
 * @since 0.1.0
 * @category models
 */
export type KlineInterval = typeof KlineInterval.Type
/**
 * {@link KlineInterval} in responses: the known values or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const KlineIntervalTolerant = LazySchema.make(() => tolerant(KlineInterval))

/**
 * Contract type of a linear or inverse instrument.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ContractType = LazySchema.make(() =>
  Schema.Literals(["InversePerpetual", "LinearPerpetual", "LinearFutures", "InverseFutures"])
)
/**
 * A value of {@link ContractType}.
 *
 * @since 0.1.0
 * @category models
 */
export type ContractType = typeof ContractType.Type
/**
 * {@link ContractType} in responses: the known values or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ContractTypeTolerant = LazySchema.make(() => tolerant(ContractType))

/**
 * Instrument status.
 *
 * @since 0.1.0
 * @category schemas
 */
export const InstrumentStatus = LazySchema.make(() => Schema.Literals(["PreLaunch", "Trading", "Delivering", "Closed"]))
/**
 * A value of {@link InstrumentStatus}.
 *
 * @since 0.1.0
 * @category models
 */
export type InstrumentStatus = typeof InstrumentStatus.Type
/**
 * {@link InstrumentStatus} in responses: the known values or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const InstrumentStatusTolerant = LazySchema.make(() => tolerant(InstrumentStatus))

/**
 * The region a symbol belongs to (`symbolType`). Responses show `""` for most symbols.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SymbolType = LazySchema.make(() =>
  Schema.Literals(["innovation", "adventure", "xstocks", "commodity", "stock", "forex"])
)
/**
 * A value of {@link SymbolType}.
 *
 * @since 0.1.0
 * @category models
 */
export type SymbolType = typeof SymbolType.Type
/**
 * {@link SymbolType} in responses: the known values or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SymbolTypeTolerant = LazySchema.make(() => tolerant(SymbolType))

/**
 * Pre-market auction phase.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AuctionPhase = LazySchema.make(() =>
  Schema.Literals([
    "NotStarted",
    "Finished",
    "CallAuction",
    "CallAuctionNoCancel",
    "CrossMatching",
    "ContinuousTrading"
  ])
)
/**
 * A value of {@link AuctionPhase}.
 *
 * @since 0.1.0
 * @category models
 */
export type AuctionPhase = typeof AuctionPhase.Type
/**
 * {@link AuctionPhase} in responses: the known values or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AuctionPhaseTolerant = LazySchema.make(() => tolerant(AuctionPhase))

/**
 * Whether a spot symbol supports margin trading, by account mode.
 *
 * @since 0.1.0
 * @category schemas
 */
export const MarginTrading = LazySchema.make(() => Schema.Literals(["none", "both", "utaOnly", "normalSpotOnly"]))
/**
 * A value of {@link MarginTrading}.
 *
 * @since 0.1.0
 * @category models
 */
export type MarginTrading = typeof MarginTrading.Type
/**
 * {@link MarginTrading} in responses: the known values or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const MarginTradingTolerant = LazySchema.make(() => tolerant(MarginTrading))

/**
 * Whether a contract supports copy trading, by account mode.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CopyTrading = LazySchema.make(() => Schema.Literals(["none", "both", "utaOnly", "normalOnly"]))
/**
 * A value of {@link CopyTrading}.
 *
 * @since 0.1.0
 * @category models
 */
export type CopyTrading = typeof CopyTrading.Type
/**
 * {@link CopyTrading} in responses: the known values or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CopyTradingTolerant = LazySchema.make(() => tolerant(CopyTrading))

/**
 * Option type.
 *
 * @since 0.1.0
 * @category schemas
 */
export const OptionsType = LazySchema.make(() => Schema.Literals(["Call", "Put"]))
/**
 * A value of {@link OptionsType}.
 *
 * @since 0.1.0
 * @category models
 */
export type OptionsType = typeof OptionsType.Type
/**
 * {@link OptionsType} in responses: the known values or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const OptionsTypeTolerant = LazySchema.make(() => tolerant(OptionsType))

/**
 * Data interval of `/v5/market/open-interest` (`intervalTime`) and `/v5/market/account-ratio` (`period`).
 *
 * @since 0.1.0
 * @category schemas
 */
export const IntervalTime = LazySchema.make(() => Schema.Literals(["5min", "15min", "30min", "1h", "4h", "1d"]))
/**
 * A value of {@link IntervalTime}.
 *
 * @since 0.1.0
 * @category models
 */
export type IntervalTime = typeof IntervalTime.Type

/**
 * Period (days) of `/v5/market/historical-volatility`: BTC/ETH all of them, SOL up to 90.
 *
 * @since 0.1.0
 * @category schemas
 */
export const OptionPeriod = LazySchema.make(() => Schema.Literals([7, 14, 21, 30, 60, 90, 180, 270]))
/**
 * A value of {@link OptionPeriod}.
 *
 * @since 0.1.0
 * @category models
 */
export type OptionPeriod = typeof OptionPeriod.Type
