/**
 * The emulator's less common public market figures, derived from the same seeded market as the tickers, books and
 * delivery prices so that every endpoint agrees with the others: order price limits (`/v5/market/price-limit`),
 * index components (`/v5/market/index-price-components`), option settlements (`/v5/market/new-delivery-price`),
 * the RPI book (`/v5/market/rpi_orderbook`), ADL alerts (`/v5/market/adlAlert`) and the contract fee groups
 * (`/v5/market/fee-group-info`).
 *
 * @since 0.1.0
 */
import * as Fixed from "../base/Fixed.js"
import { hash01, hashString } from "../base/Prng.js"
import type { Instrument } from "./Instruments.js"
import * as Instruments from "./Instruments.js"
import type { MarketSource } from "./MarketSource.js"

/** Ratios (priceLimitRatioX/Y, index weights) are held at 8 decimals. */
const RATIO = 8
const ONE = Fixed.pow10(RATIO)
const MINUTE = 60_000
const HOUR = 3_600_000

/**
 * The highest buy and lowest sell price an order may have now (`/v5/market/price-limit`).
 *
 * @since 0.1.0
 * @category models
 */
export interface PriceLimit {
  readonly symbol: string
  readonly buyLmt: string
  readonly sellLmt: string
  readonly ts: string
}

/**
 * The order price limits of a spot, linear or inverse instrument at `now`, with the instrument's
 * `priceLimitRatioX` (x) and `priceLimitRatioY` (y), as the docs define them:
 *
 * - futures: buy ≤ min(max(index, mark·(1+x)), mark·(1+y)); sell ≥ max(min(index, mark·(1−x)), mark·(1−y))
 * - spot: buy ≤ min(max(index, index·(1+x) + premium), index·(1+y)); sell ≥ max(min(index, index·(1−x) +
 *   premium), index·(1−y)), premium the 2-minute average of last − index
 *
 * The buy limit is rounded down and the sell limit up to the tick, so both are prices an order may carry.
 *
 * @since 0.1.0
 * @category price limits
 */
export const priceLimit = (market: MarketSource, instrument: Instrument, now: number): PriceLimit => {
  const info = instrument.info
  const risk = "riskParameters" in info ? info.riskParameters : { priceLimitRatioX: "0", priceLimitRatioY: "0" }
  const x = Fixed.parse(risk.priceLimitRatioX, RATIO) ?? 0n
  const y = Fixed.parse(risk.priceLimitRatioY, RATIO) ?? 0n
  // One scale wide enough for the price decimals times a ratio, so the bounds are compared exactly.
  const d = Math.max(instrument.priceDecimals, 2)
  const scale = d + RATIO
  const at = (text: string) => Fixed.parseRounded(text, scale, "halfUp") ?? 0n
  const times = (units: bigint, ratio: bigint) => (units * ratio) / ONE
  const index = at(market.price(instrument, "index", now))
  let buy: bigint
  let sell: bigint
  if (instrument.category === "spot") {
    // Nine samples, 15 s apart: the 2-minute average premium of the last price over the index.
    let sum = 0n
    for (let k = 0; k <= 8; k++) {
      const t = now - k * 15_000
      sum += at(market.price(instrument, "last", t)) - at(market.price(instrument, "index", t))
    }
    const premium = sum / 9n
    buy = Fixed.min(Fixed.max(index, times(index, ONE + x) + premium), times(index, ONE + y))
    sell = Fixed.max(Fixed.min(index, times(index, ONE - x) + premium), times(index, ONE - y))
  } else {
    const mark = at(market.price(instrument, "mark", now))
    buy = Fixed.min(Fixed.max(index, times(mark, ONE + x)), times(mark, ONE + y))
    sell = Fixed.max(Fixed.min(index, times(mark, ONE - x)), times(mark, ONE - y))
  }
  const tick = BigInt(instrument.tickUnits) * Fixed.pow10(scale - instrument.priceDecimals)
  const toTick = (v: bigint, rounding: Fixed.Rounding) =>
    Fixed.format(Fixed.divide(v, tick, rounding) * BigInt(instrument.tickUnits), instrument.priceDecimals)
  return { symbol: instrument.symbol, buyLmt: toTick(buy, "down"), sellLmt: toTick(sell, "up"), ts: String(now) }
}

/**
 * One constituent of an index (`/v5/market/index-price-components`).
 *
 * @since 0.1.0
 * @category models
 */
export interface IndexComponent {
  readonly exchange: string
  readonly spotPair: string
  readonly equivalentPrice: string
  readonly multiplier: string
  readonly price: string
  readonly weight: string
}

/**
 * An index and its constituents.
 *
 * @since 0.1.0
 * @category models
 */
export interface IndexComponents {
  readonly indexName: string
  readonly lastPrice: string
  readonly updateTime: string
  readonly components: ReadonlyArray<IndexComponent>
}

/** Constituent weights (8 decimals, summing to one) and price offsets whose weighted sum is zero. */
const SOURCES: ReadonlyArray<{
  readonly exchange: string
  readonly pair: (base: string, quote: string) => string
  readonly weight: bigint
  readonly offset: bigint
}> = [
  { exchange: "Binance", pair: (b, q) => `${b}${q}`, weight: 40_000_000n, offset: 1n },
  { exchange: "Bybit", pair: (b, q) => `${b}${q}`, weight: 30_000_000n, offset: 1n },
  { exchange: "OKX", pair: (b, q) => `${b}-${q}`, weight: 20_000_000n, offset: -2n },
  { exchange: "GateIO", pair: (b, q) => `${b}_${q}`, weight: 10_000_000n, offset: -3n }
]

/**
 * The index instrument of an index name: the linear, then inverse, then spot instrument of that symbol, so the
 * index price is the one the same symbol's ticker shows.
 *
 * @since 0.1.0
 * @category index
 */
export const indexInstrument = (indexName: string): Instrument | undefined =>
  Instruments.find("linear", indexName) ?? Instruments.find("inverse", indexName) ?? Instruments.find("spot", indexName)

/**
 * The constituents of an instrument's index at `now`: four venues around the index price whose weighted average
 * is exactly the index price the tickers show (the offsets, a few basis points, move every minute).
 *
 * @since 0.1.0
 * @category index
 */
export const indexComponents = (market: MarketSource, instrument: Instrument, now: number): IndexComponents => {
  const text = market.price(instrument, "index", now)
  const d = Fixed.decimalsOf(text)
  const index = Fixed.parse(text, d) ?? 0n
  const minute = Math.floor(now / MINUTE)
  const spread = Math.floor(hash01(market.seed, hashString(instrument.baseCoin), 0x1d, minute) * 4)
  const step = (index / 10_000n) * BigInt(spread)
  const components = SOURCES.map((s) => {
    const price = Fixed.format(index + s.offset * step, d)
    return {
      exchange: s.exchange,
      spotPair: s.pair(instrument.baseCoin, instrument.quoteCoin),
      equivalentPrice: price,
      multiplier: "1",
      price,
      weight: Fixed.formatTrimmed(s.weight, RATIO)
    }
  })
  return { indexName: instrument.symbol, lastPrice: text, updateTime: String(now), components }
}

/**
 * One option settlement of a base coin (`/v5/market/new-delivery-price`).
 *
 * @since 0.1.0
 * @category models
 */
export interface Settlement {
  readonly deliveryPrice: string
  readonly deliveryTime: string
}

/**
 * The base coins the emulator lists options of.
 *
 * @since 0.1.0
 * @category settlements
 */
export const optionCoins: ReadonlyArray<string> = [...new Set(Instruments.byCategory("option").map((i) => i.baseCoin))]

/**
 * The last 50 option settlements of a base coin, newest first: one per delivery time of
 * `/v5/market/delivery-price`, at the same price, so the two endpoints agree.
 *
 * @since 0.1.0
 * @category settlements
 */
export const settlements = (market: MarketSource, baseCoin: string, now: number): ReadonlyArray<Settlement> => {
  // Two rows (call and put) per expiry, plus any delivered listed instrument: ask for enough to cover 50 times.
  const rows = market.deliveryPrices("option", { baseCoin, limit: 200 }, now)
  const seen = new Set<string>()
  const out: Array<Settlement> = []
  for (const row of rows) {
    if (seen.has(row.deliveryTime)) continue
    seen.add(row.deliveryTime)
    out.push({ deliveryPrice: row.deliveryPrice, deliveryTime: row.deliveryTime })
  }
  return out.slice(0, 50)
}

/**
 * The RPI book (`/v5/market/rpi_orderbook`): the order book's levels with an RPI size column. The emulator's book
 * holds no RPI orders (they only match orders entered through the exchange's own UI, which never reach it), so
 * each level's non-RPI size is the `/v5/market/orderbook` size and its RPI size is zero.
 *
 * @since 0.1.0
 * @category rpi
 */
export const rpiBook = (
  instrument: Instrument,
  // the engine's book message, by its shape: the market floor does not import the engine
  book: {
    readonly s: string
    readonly b: ReadonlyArray<readonly [string, string]>
    readonly a: ReadonlyArray<readonly [string, string]>
    readonly u: number
    readonly seq: number
  }
): {
  readonly s: string
  readonly b: ReadonlyArray<readonly [string, string, string]>
  readonly a: ReadonlyArray<readonly [string, string, string]>
  readonly u: number
  readonly seq: number
} => {
  const zero = Fixed.format(0n, instrument.qtyDecimals)
  const rows = (side: ReadonlyArray<readonly [string, string]>) =>
    side.map(([price, size]) => [price, size, zero] as const)
  return { s: book.s, b: rows(book.b), a: rows(book.a), u: book.u, seq: book.seq }
}

/**
 * One contract's ADL alert (`/v5/market/adlAlert`).
 *
 * @since 0.1.0
 * @category models
 */
export interface AdlAlertItem {
  readonly coin: string
  readonly symbol: string
  readonly balance: string
  readonly maxBalance: string
  readonly insurancePnlRatio: string
  readonly pnlRatio: string
  readonly adlTriggerThreshold: string
  readonly adlStopRatio: string
}

/**
 * The ADL alerts of the linear and inverse contracts (all, or the given ones), from the minute's snapshot: each
 * contract's pool is the `/v5/market/insurance` fund of its settle coin (shared by the USDT contracts), the 8-hour
 * maximum is the larger of its balance now and 8 hours ago (the fund updates daily), and the drawdown ratio stays
 * above the stop ratio, as on a calm market where no ADL runs.
 *
 * @since 0.1.0
 * @category adl
 */
export const adlAlerts = (
  market: MarketSource,
  instruments: ReadonlyArray<Instrument>,
  now: number
): { readonly updatedTime: string; readonly list: ReadonlyArray<AdlAlertItem> } => {
  const at = Math.floor(now / MINUTE) * MINUTE
  const balanceOf = (coin: string, t: number): bigint | undefined => {
    const fund = market.insurance(coin, t).list[0]
    return fund === undefined ? undefined : Fixed.parse(fund.balance, 8)
  }
  const list: Array<AdlAlertItem> = []
  for (const i of instruments) {
    if (!Instruments.isFutures(i.category)) continue
    const balance = balanceOf(i.settleCoin, at)
    if (balance === undefined) continue
    const maxBalance = Fixed.max(balance, balanceOf(i.settleCoin, at - 8 * HOUR) ?? balance)
    // A drawdown of at most 10 %: below zero by construction (PnL now minus its 8-hour maximum), above the stop.
    const drawdown = -Fixed.fromFloat(hash01(market.seed, hashString(i.symbol), 0xad1, at / MINUTE) * 0.1, 6)
    list.push({
      coin: i.settleCoin,
      symbol: i.symbol,
      balance: Fixed.formatTrimmed(balance, 8),
      maxBalance: Fixed.formatTrimmed(maxBalance, 8),
      insurancePnlRatio: "-0.3",
      pnlRatio: Fixed.formatTrimmed(drawdown, 6),
      adlTriggerThreshold: i.category === "inverse" ? "1" : "10000",
      adlStopRatio: "-0.25"
    })
  }
  return { updatedTime: String(at), list }
}

/**
 * One fee level of a group.
 *
 * @since 0.1.0
 * @category models
 */
export interface FeeLevel {
  readonly level: string
  readonly takerFeeRate: string
  readonly makerFeeRate: string
  readonly makerRebate: string
}

/**
 * One contract fee group (`/v5/market/fee-group-info`).
 *
 * @since 0.1.0
 * @category models
 */
export interface FeeGroup {
  readonly groupName: string
  readonly weightingFactor: number
  readonly symbolsNumbers: number
  readonly symbols: ReadonlyArray<string>
  readonly feeRates: { readonly pro: ReadonlyArray<FeeLevel>; readonly marketMaker: ReadonlyArray<FeeLevel> }
  readonly updateTime: string
}

const pro = (level: number, taker: string, maker: string): FeeLevel => ({
  level: `Pro ${level}`,
  takerFeeRate: taker,
  makerFeeRate: maker,
  makerRebate: ""
})
const mm = (level: number, rebate: string): FeeLevel => ({
  level: `MM ${level}`,
  takerFeeRate: "",
  makerFeeRate: "",
  makerRebate: rebate
})

/** A group's levels: Pro 1-6 as `taker/maker`, then the market-maker rebates MM 1-3. */
const levels = (pros: ReadonlyArray<string>, rebates: ReadonlyArray<string>): FeeGroup["feeRates"] => ({
  pro: pros.map((x, k) => {
    const [taker = "", maker = ""] = x.split("/")
    return pro(k + 1, taker, maker)
  }),
  marketMaker: rebates.map((r, k) => mm(k + 1, r))
})

/** When the emulator's fee schedule was last changed (it never changes). */
const FEE_UPDATE_TIME = String(Date.UTC(2025, 6, 23, 3, 15))

/**
 * The contract fee groups, by group id, with the docs' Pro and market-maker rates: every listed USDT contract is in
 * group 1 (major coins), the USDC perpetuals (`BTCPERP`, `ETHPERP`) in group 8 (`USDC`), as the docs list them;
 * other group ids have no symbols here.
 *
 * @since 0.1.0
 * @category fees
 */
export const feeGroups = (groupId: string | undefined): ReadonlyArray<FeeGroup> => {
  const linear = Instruments.byCategory("linear")
  const group = (
    name: string,
    weightingFactor: number,
    symbols: ReadonlyArray<string>,
    feeRates: FeeGroup["feeRates"]
  ): FeeGroup => ({
    groupName: name,
    weightingFactor,
    symbolsNumbers: symbols.length,
    symbols,
    feeRates,
    updateTime: FEE_UPDATE_TIME
  })
  const groups: ReadonlyArray<readonly [string, FeeGroup]> = [
    [
      "1",
      group(
        "G1(Major Coins)",
        1,
        linear.filter((i) => i.settleCoin !== "USDC").map((i) => i.symbol),
        levels(
          ["0.00028/0.0001", "0.00025/0.00005", "0.00022/0.000025", "0.0002/0.00001", "0.00018/0", "0.00015/0"],
          ["-0.0000075", "-0.000015", "-0.000025"]
        )
      )
    ],
    // the USDC contracts (BTCPERP, ETHPERP) are a group of their own, with the docs' USDC rates
    [
      "8",
      group(
        "USDC",
        8,
        linear.filter((i) => i.settleCoin === "USDC").map((i) => i.symbol),
        levels(
          ["0.00032/0", "0.00032/0", "0.000275/0", "0.00024/0", "0.00021/0", "0.00018/0"],
          ["-0.000015", "-0.000025", "-0.00004"]
        )
      )
    ]
  ]
  return groups.filter(([id]) => groupId === undefined || id === groupId).map(([, g]) => g)
}
