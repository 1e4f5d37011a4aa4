/**
 * The messages of the V5 public WebSocket topics (docs `v5/websocket/public/*`, `v5/websocket/system`). Every
 * schema is a plain `Struct` whose decoded form is the wire form (decimals stay branded strings), so a frame that
 * passes the derived validator (`Validator`) is delivered as is, without a copy. Envelope: `topic`, `type`
 * (`snapshot` | `delta`), `ts` (ms) and `data`; some topics add `cts` (matching-engine time), `cs` (cross sequence)
 * or `id` (option messages).
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { Decimal, DecimalOrEmpty } from "./Decimal.js"
import * as MarketEnums from "./internal/marketEnums.js"
import * as LazySchema from "./LazySchema.js"
import { Level, RpiLevel } from "./Orderbook.js"

/**
 * `snapshot` (replace local state) or `delta` (apply to it).
 *
 * @since 0.1.0
 * @category schemas
 */
export const MessageType = LazySchema.make(() => Schema.Literals(["snapshot", "delta"]))

/**
 * A value of {@link MessageType}.
 *
 * @since 0.1.0
 * @category models
 */
export type MessageType = typeof MessageType.Type

const Figure = Schema.optional(DecimalOrEmpty)

/**
 * The book of `orderbook.{depth}.{symbol}` and `orderbook.full.{symbol}`: symbol `s`, bids `b` and asks `a` as
 * `[price, size]` (size `"0"` deletes the level in a delta), update id `u` (`1` means the service restarted:
 * overwrite the book) and cross sequence `seq` (absent for options).
 *
 * @since 0.1.0
 * @category schemas
 */
export const OrderbookData = LazySchema.struct("OrderbookData", () => ({
  s: Schema.String,
  b: Schema.Array(Level),
  a: Schema.Array(Level),
  u: Schema.Number,
  seq: Schema.optional(Schema.Number)
}))

/**
 * A message of `orderbook.{depth}.{symbol}` (a snapshot, then deltas) or `orderbook.full.{symbol}` (deltas only,
 * seeded from `GET /v5/market/full_orderbook`).
 *
 * @since 0.1.0
 * @category schemas
 */
export const OrderbookMessage = LazySchema.struct("OrderbookMessage", () => ({
  topic: Schema.String,
  type: MessageType,
  ts: Schema.Number,
  data: OrderbookData,
  cts: Schema.optional(Schema.Number)
}))

/**
 * A decoded orderbook message.
 *
 * @since 0.1.0
 * @category models
 */
export interface OrderbookMessage extends Schema.Schema.Type<typeof OrderbookMessage> {}

/**
 * The book of `orderbook.rpi.{symbol}`: levels are `[price, nonRpiSize, rpiSize]`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const RpiOrderbookData = LazySchema.struct("RpiOrderbookData", () => ({
  s: Schema.String,
  b: Schema.Array(RpiLevel),
  a: Schema.Array(RpiLevel),
  u: Schema.Number,
  seq: Schema.optional(Schema.Number)
}))

/**
 * A message of `orderbook.rpi.{symbol}` (50 levels including retail-price-improvement quotes).
 *
 * @since 0.1.0
 * @category schemas
 */
export const RpiOrderbookMessage = LazySchema.struct("RpiOrderbookMessage", () => ({
  topic: Schema.String,
  type: MessageType,
  ts: Schema.Number,
  data: RpiOrderbookData,
  cts: Schema.optional(Schema.Number)
}))

/**
 * A decoded RPI orderbook message.
 *
 * @since 0.1.0
 * @category models
 */
export interface RpiOrderbookMessage extends Schema.Schema.Type<typeof RpiOrderbookMessage> {}

/**
 * One public trade: fill time `T`, symbol `s`, taker side `S`, size `v`, price `p`, trade id `i`; futures add the
 * tick direction `L`; `BT` block trade, `RPI` RPI trade, `seq` cross sequence; options add mark/index price and IVs.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PublicTrade = LazySchema.struct("PublicTrade", () => ({
  T: Schema.Number,
  s: Schema.String,
  S: MarketEnums.SideTolerant,
  v: Decimal,
  p: Decimal,
  i: Schema.String,
  L: Schema.optional(MarketEnums.TickDirectionTolerant),
  BT: Schema.optional(Schema.Boolean),
  RPI: Schema.optional(Schema.Boolean),
  seq: Schema.optional(Schema.Number),
  mP: Figure,
  iP: Figure,
  mIv: Figure,
  iv: Figure
}))

/**
 * A decoded public trade.
 *
 * @since 0.1.0
 * @category models
 */
export interface PublicTrade extends Schema.Schema.Type<typeof PublicTrade> {}

/**
 * A message of `publicTrade.{symbol}` (options: `publicTrade.{baseCoin}`): up to 1024 trades, oldest first.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PublicTradeMessage = LazySchema.struct("PublicTradeMessage", () => ({
  topic: Schema.String,
  type: MessageType,
  ts: Schema.Number,
  id: Schema.optional(Schema.String),
  data: Schema.Array(PublicTrade)
}))

/**
 * A decoded public trade message.
 *
 * @since 0.1.0
 * @category models
 */
export interface PublicTradeMessage extends Schema.Schema.Type<typeof PublicTradeMessage> {}

/**
 * A ticker as pushed on `tickers.{symbol}`. One shape covers every category: only `symbol` is always present,
 * because linear/inverse deltas carry just the fields that changed (spot and option send full snapshots). Option
 * tickers name their quotes `bidPrice`/`askPrice`/`bidIv`/`askIv`/`markPriceIv`, unlike REST.
 *
 * @since 0.1.0
 * @category schemas
 */
export const Ticker = LazySchema.struct("WsTicker", () => ({
  symbol: Schema.String,
  tickDirection: Schema.optional(MarketEnums.TickDirectionTolerant),
  lastPrice: Figure,
  price24hPcnt: Figure,
  prevPrice24h: Figure,
  highPrice24h: Figure,
  lowPrice24h: Figure,
  turnover24h: Figure,
  volume24h: Figure,
  markPrice: Figure,
  indexPrice: Figure,
  bid1Price: Figure,
  bid1Size: Figure,
  ask1Price: Figure,
  ask1Size: Figure,
  // linear / inverse
  prevPrice1h: Figure,
  openInterest: Figure,
  openInterestValue: Figure,
  // one side's open interest (the REST tickers' fields of the same name)
  singleOpenInterest: Figure,
  singleOpenInterestValue: Figure,
  fundingRate: Figure,
  nextFundingTime: Schema.optional(Schema.String),
  deliveryTime: Schema.optional(Schema.String),
  basisRate: Figure,
  basis: Figure,
  deliveryFeeRate: Figure,
  predictedDeliveryPrice: Figure,
  preOpenPrice: Figure,
  preQty: Figure,
  curPreListingPhase: Schema.optional(Schema.String),
  fundingIntervalHour: Schema.optional(Schema.String),
  fundingCap: Figure,
  // dated futures: the basis as a yearly rate
  basisRateYear: Figure,
  // option
  bidPrice: Figure,
  bidSize: Figure,
  bidIv: Figure,
  askPrice: Figure,
  askSize: Figure,
  askIv: Figure,
  markPriceIv: Figure,
  underlyingPrice: Figure,
  totalVolume: Figure,
  totalTurnover: Figure,
  delta: Figure,
  gamma: Figure,
  vega: Figure,
  theta: Figure,
  change24h: Figure,
  // spot
  usdIndexPrice: Figure
}))

/**
 * A decoded ticker (a whole one from a snapshot, the changed fields from a delta).
 *
 * @since 0.1.0
 * @category models
 */
export interface Ticker extends Schema.Schema.Type<typeof Ticker> {}

/**
 * A message of `tickers.{symbol}`: `cs` is the cross sequence (linear, inverse, spot), `id` the message id
 * (option).
 *
 * @since 0.1.0
 * @category schemas
 */
export const TickerMessage = LazySchema.struct("TickerMessage", () => ({
  topic: Schema.String,
  type: MessageType,
  ts: Schema.Number,
  cs: Schema.optional(Schema.Number),
  id: Schema.optional(Schema.String),
  data: Ticker
}))

/**
 * A decoded ticker message.
 *
 * @since 0.1.0
 * @category models
 */
export interface TickerMessage extends Schema.Schema.Type<typeof TickerMessage> {}

/**
 * One candle of `kline.{interval}.{symbol}`: `confirm` is true once the candle closed; `timestamp` is the time of
 * its last trade.
 *
 * @since 0.1.0
 * @category schemas
 */
export const Candle = LazySchema.struct("Candle", () => ({
  start: Schema.Number,
  end: Schema.Number,
  interval: MarketEnums.KlineIntervalTolerant,
  open: Decimal,
  close: Decimal,
  high: Decimal,
  low: Decimal,
  volume: Decimal,
  turnover: Decimal,
  confirm: Schema.Boolean,
  timestamp: Schema.Number
}))

/**
 * A decoded candle.
 *
 * @since 0.1.0
 * @category models
 */
export interface Candle extends Schema.Schema.Type<typeof Candle> {}

/**
 * A message of `kline.{interval}.{symbol}`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const KlineMessage = LazySchema.struct("KlineMessage", () => ({
  topic: Schema.String,
  type: MessageType,
  ts: Schema.Number,
  data: Schema.Array(Candle)
}))

/**
 * A decoded kline message.
 *
 * @since 0.1.0
 * @category models
 */
export interface KlineMessage extends Schema.Schema.Type<typeof KlineMessage> {}

/**
 * One liquidation of `allLiquidation.{symbol}`: time `T`, symbol `s`, position side `S` (`Buy`: a long was
 * liquidated), size `v`, bankruptcy price `p`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const Liquidation = LazySchema.struct("Liquidation", () => ({
  T: Schema.Number,
  s: Schema.String,
  S: MarketEnums.SideTolerant,
  v: Decimal,
  p: Decimal
}))

/**
 * A decoded liquidation.
 *
 * @since 0.1.0
 * @category models
 */
export interface Liquidation extends Schema.Schema.Type<typeof Liquidation> {}

/**
 * A message of `allLiquidation.{symbol}`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const LiquidationMessage = LazySchema.struct("LiquidationMessage", () => ({
  topic: Schema.String,
  type: MessageType,
  ts: Schema.Number,
  data: Schema.Array(Liquidation)
}))

/**
 * A decoded liquidation message.
 *
 * @since 0.1.0
 * @category models
 */
export interface LiquidationMessage extends Schema.Schema.Type<typeof LiquidationMessage> {}

/**
 * One isolated insurance pool of `insurance.{USDT|USDC|inverse}` (shared pools are not pushed).
 *
 * @since 0.1.0
 * @category schemas
 */
export const InsurancePool = LazySchema.struct("InsurancePool", () => ({
  coin: Schema.String,
  symbols: Schema.String,
  balance: Decimal,
  updateTime: Schema.String
}))

/**
 * A decoded insurance pool.
 *
 * @since 0.1.0
 * @category models
 */
export interface InsurancePool extends Schema.Schema.Type<typeof InsurancePool> {}

/**
 * A message of `insurance.{USDT|USDC|inverse}`, pushed when a balance changes.
 *
 * @since 0.1.0
 * @category schemas
 */
export const InsuranceMessage = LazySchema.struct("InsuranceMessage", () => ({
  topic: Schema.String,
  type: MessageType,
  ts: Schema.Number,
  data: Schema.Array(InsurancePool)
}))

/**
 * A decoded insurance message.
 *
 * @since 0.1.0
 * @category models
 */
export interface InsuranceMessage extends Schema.Schema.Type<typeof InsuranceMessage> {}

/**
 * A figure the ADL topic sends as a JSON number in the docs' example and as a string in the docs' table: both are
 * accepted as sent.
 *
 * @since 0.1.0
 * @category schemas
 */
export const NumberOrDecimal = LazySchema.make(() =>
  Schema.Union([Schema.Number, Decimal]).annotate({
    identifier: "NumberOrDecimal"
  })
)

/**
 * One symbol of `adlAlert.{USDT|USDC|inverse}`: pool coin `c`, symbol `s`, pool balance `b` and its 8 h maximum
 * `mb`, the PnL-drawdown trigger ratio `i_pr`, the symbol's drawdown `pr`, the balance threshold `adl_tt` and the
 * stop ratio `adl_sr`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AdlAlert = LazySchema.struct("AdlAlert", () => ({
  c: Schema.String,
  s: Schema.String,
  b: NumberOrDecimal,
  mb: Schema.optional(NumberOrDecimal),
  i_pr: NumberOrDecimal,
  pr: NumberOrDecimal,
  adl_tt: NumberOrDecimal,
  adl_sr: NumberOrDecimal
}))

/**
 * A decoded ADL alert.
 *
 * @since 0.1.0
 * @category models
 */
export interface AdlAlert extends Schema.Schema.Type<typeof AdlAlert> {}

/**
 * A message of `adlAlert.{USDT|USDC|inverse}`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AdlAlertMessage = LazySchema.struct("AdlAlertMessage", () => ({
  topic: Schema.String,
  type: MessageType,
  ts: Schema.Number,
  data: Schema.Array(AdlAlert),
  // The docs' table names the array `list`; their example (and the exchange) send `data`.
  list: Schema.optional(Schema.Array(AdlAlert))
}))

/**
 * A decoded ADL alert message.
 *
 * @since 0.1.0
 * @category models
 */
export interface AdlAlertMessage extends Schema.Schema.Type<typeof AdlAlertMessage> {}

/**
 * The order price limits of `priceLimit.{symbol}`: the highest bid `buyLmt` and the lowest ask `sellLmt` allowed.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PriceLimit = LazySchema.struct("WsPriceLimit", () => ({
  symbol: Schema.String,
  buyLmt: Decimal,
  sellLmt: Decimal
}))

/**
 * Decoded price limits.
 *
 * @since 0.1.0
 * @category models
 */
export interface PriceLimit extends Schema.Schema.Type<typeof PriceLimit> {}

/**
 * A message of `priceLimit.{symbol}` (the docs' example has no `type`).
 *
 * @since 0.1.0
 * @category schemas
 */
export const PriceLimitMessage = LazySchema.struct("PriceLimitMessage", () => ({
  topic: Schema.String,
  type: Schema.optional(MessageType),
  ts: Schema.Number,
  data: PriceLimit
}))

/**
 * A decoded price-limit message.
 *
 * @since 0.1.0
 * @category models
 */
export interface PriceLimitMessage extends Schema.Schema.Type<typeof PriceLimitMessage> {}

/**
 * One maintenance or incident of `system.status`: times are ms strings; `serviceTypes`, `product` and `uidSuffix`
 * are integer codes (docs `enum`); `maintainType` and `env` are codes sent as numbers (the table says strings: both
 * are accepted).
 *
 * @since 0.1.0
 * @category schemas
 */
export const SystemStatus = LazySchema.struct("SystemStatus", () => ({
  id: Schema.String,
  title: Schema.String,
  state: Schema.String,
  begin: Schema.String,
  end: Schema.String,
  href: Schema.String,
  serviceTypes: Schema.Array(Schema.Number),
  product: Schema.Array(Schema.Number),
  uidSuffix: Schema.Array(Schema.Number),
  maintainType: Schema.Union([Schema.Number, Schema.String]),
  env: Schema.Union([Schema.Number, Schema.String])
}))

/**
 * A decoded system status entry.
 *
 * @since 0.1.0
 * @category models
 */
export interface SystemStatus extends Schema.Schema.Type<typeof SystemStatus> {}

/**
 * A message of `system.status` (`/v5/public/misc/status`).
 *
 * @since 0.1.0
 * @category schemas
 */
export const SystemStatusMessage = LazySchema.struct("SystemStatusMessage", () => ({
  topic: Schema.String,
  type: Schema.optional(MessageType),
  ts: Schema.Number,
  data: Schema.Array(SystemStatus)
}))

/**
 * A decoded system status message.
 *
 * @since 0.1.0
 * @category models
 */
export interface SystemStatusMessage extends Schema.Schema.Type<typeof SystemStatusMessage> {}
