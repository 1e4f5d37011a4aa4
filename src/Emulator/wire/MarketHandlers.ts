/**
 * The public market handlers of the REST server (`/v5/market/*`): each reads its query parameters (a bad one is
 * 10001 "params error: ...") and answers from the seeded walk, the instruments and the order books.
 *
 * @since 0.1.0
 */

import * as Market from "../../Http/v5/Market.js"
import type { Exchange } from "../Exchange.js"
import type { Category, Instrument } from "../market/Instruments.js"
import * as Instruments from "../market/Instruments.js"
import type { KlineInterval, KlineKind, StatPeriod, Window } from "../market/MarketData.js"
import { klineIntervals } from "../market/MarketData.js"
import * as MarketExtras from "../market/MarketExtras.js"
import type { OptionTicker, PublicTrade } from "../market/MarketTypes.js"
import { fullDepth } from "./WsTopics.js"

/**
 * A market answer: the `result`, with the extra top-level envelope fields some endpoints have
 * (historical-volatility puts `category` beside `result`), or a V5 error.
 *
 * @since 0.1.0
 * @category models
 */
export type MarketAnswer =
  | { readonly ok: true; readonly value: unknown; readonly retMsg?: string; readonly top?: Record<string, unknown> }
  | { readonly ok: false; readonly retCode: number; readonly retMsg: string }

/**
 * A market handler: query parameters (strings) and the server time.
 *
 * @since 0.1.0
 * @category models
 */
export type MarketHandler = (exchange: Exchange, params: Readonly<Record<string, string>>, now: number) => MarketAnswer

class ParamError {
  constructor(readonly message: string) {}
}

const paramsError = (message: string): never => {
  throw new ParamError(message)
}

const categories: ReadonlyArray<Category> = ["spot", "linear", "inverse", "option"]

const category = (
  params: Readonly<Record<string, string>>,
  allowed: ReadonlyArray<Category> = categories,
  fallback?: Category
): Category => {
  const value = params.category ?? fallback
  if (value === undefined) return paramsError("category is required")
  const found = allowed.find((c) => c === value)
  return found ?? paramsError(`category ${value} is not supported`)
}

const required = (params: Readonly<Record<string, string>>, key: string): string => {
  const value = params[key]
  return value === undefined || value === "" ? paramsError(`${key} is required`) : value
}

const integer = (
  params: Readonly<Record<string, string>>,
  key: string,
  range?: readonly [number, number]
): number | undefined => {
  const text = params[key]
  if (text === undefined || text === "") return undefined
  if (!/^-?\d+$/.test(text)) return paramsError(`${key} must be an integer`)
  const n = Number(text)
  if (range !== undefined && (n < range[0] || n > range[1])) {
    return paramsError(`${key} must be between ${range[0]} and ${range[1]}`)
  }
  return n
}

const instrument = (cat: Category, symbol: string): Instrument =>
  Instruments.find(cat, symbol) ?? paramsError(`symbol invalid: ${symbol}`)

// Times are milliseconds since the epoch: never negative.
const TIME_RANGE = [0, Number.MAX_SAFE_INTEGER] as const

const DAY_MS = 86_400_000

const window = (
  params: Readonly<Record<string, string>>,
  limitRange: readonly [number, number],
  start = "startTime"
) => {
  const w: { startTime?: number; endTime?: number; limit?: number } = {}
  const s = integer(params, start, TIME_RANGE)
  const e = integer(params, start === "startTime" ? "endTime" : "end", TIME_RANGE)
  if (s !== undefined && e !== undefined && s > e) return paramsError(`${start} must not be after the end time`)
  // The cursor of the history endpoints is the newest time of the next page, exclusive.
  const cursor = params.cursor === undefined || params.cursor === "" ? undefined : Number(params.cursor)
  if (cursor !== undefined && !Number.isFinite(cursor)) return paramsError("cursor invalid")
  const l = integer(params, "limit", limitRange)
  if (s !== undefined) w.startTime = s
  if (e !== undefined || cursor !== undefined)
    w.endTime = Math.min(e ?? Number.POSITIVE_INFINITY, (cursor ?? Infinity) - 1)
  if (l !== undefined) w.limit = l
  return w
}

const pageCursor = <A>(list: ReadonlyArray<A>, limit: number, time: (a: A) => string): string => {
  const last = list[list.length - 1]
  return list.length >= limit && last !== undefined ? time(last) : ""
}

const statPeriods: ReadonlyArray<StatPeriod> = ["5min", "15min", "30min", "1h", "4h", "1d"]

const statPeriod = (text: string): StatPeriod =>
  statPeriods.find((p) => p === text) ?? paramsError(`period invalid: ${text}`)

const interval = (text: string): KlineInterval =>
  klineIntervals.find((i) => i === text) ?? paramsError(`interval invalid: ${text}`)

const time: MarketHandler = (exchange, _params, now) => ({ ok: true, value: exchange.market.serverTime(now) })

const instrumentsInfo: MarketHandler = (_exchange, params) => {
  const cat = category(params)
  const limit = integer(params, "limit", [1, 1000]) ?? 500
  const offset = params.cursor === undefined || params.cursor === "" ? 0 : Number(params.cursor)
  if (!Number.isInteger(offset) || offset < 0) return paramsError("cursor invalid")
  const status = params.status
  const all = Instruments.byCategory(cat).filter(
    (i) =>
      (params.symbol === undefined || i.symbol === params.symbol) &&
      (params.baseCoin === undefined || i.baseCoin === params.baseCoin) &&
      (status === undefined ? cat === "option" || i.info.status === "Trading" : i.info.status === status)
  )
  // spot is one page without a cursor: the docs' spot table and example both leave `nextPageCursor` out
  if (cat === "spot") return { ok: true, value: { category: cat, list: all.map((i) => i.info) } }
  const page = all.slice(offset, offset + limit)
  const next = offset + limit < all.length ? String(offset + limit) : ""
  return { ok: true, value: { category: cat, list: page.map((i) => i.info), nextPageCursor: next } }
}

const fullBook = (exchange: Exchange, cat: Category, symbol: string, now: number) => {
  exchange.tick(now)
  return exchange.feed(cat, symbol, fullDepth)?.snapshot()
}

const book =
  (full: boolean): MarketHandler =>
  (exchange, params, now) => {
    const cat = category(params)
    const symbol = required(params, "symbol")
    instrument(cat, symbol)
    const max = cat === "option" ? 25 : 1000
    const fallback = cat === "option" || cat === "spot" ? 1 : 25
    const limit = full ? 1000 : (integer(params, "limit", [1, max]) ?? fallback)
    // full_orderbook seeds the delta-only `orderbook.full` topic: answer from the same feed so `u` lines up
    const message = full ? fullBook(exchange, cat, symbol, now) : exchange.orderbook(cat, symbol, limit, now)
    if (message === undefined) return paramsError(`symbol invalid: ${symbol}`)
    return {
      ok: true,
      value: { s: message.s, b: message.b, a: message.a, ts: now, u: message.u, seq: message.seq, cts: now }
    }
  }

const tickers: MarketHandler = (exchange, params, now) => {
  const cat = category(params)
  if (cat === "option" && params.symbol === undefined && params.baseCoin === undefined) {
    return paramsError("symbol or baseCoin is required for options")
  }
  if (params.symbol !== undefined) instrument(cat, params.symbol)
  const list = Instruments.byCategory(cat)
    .filter(
      (i) =>
        (params.symbol === undefined || i.symbol === params.symbol) &&
        (params.baseCoin === undefined || i.baseCoin === params.baseCoin) &&
        (params.expDate === undefined || i.symbol.split("-")[1] === params.expDate)
    )
    .map((i) => exchange.market.ticker(i, now))
  return { ok: true, value: { category: cat, list } }
}

const kline =
  (kind: KlineKind): MarketHandler =>
  (exchange, params, now) => {
    const cat = category(params, kind === "trade" ? ["spot", "linear", "inverse"] : ["linear", "inverse"], "linear")
    const symbol = required(params, "symbol")
    const i = instrument(cat, symbol)
    const iv = interval(required(params, "interval"))
    const limit = integer(params, "limit", [1, 1000]) ?? 200
    const start = integer(params, "start", TIME_RANGE)
    const end = integer(params, "end", TIME_RANGE)
    const list = exchange.market.klines(i, kind, iv, { start, end, limit }, now)
    return { ok: true, value: { category: cat, symbol, list } }
  }

const recentTrade: MarketHandler = (exchange, params, now) => {
  const cat = category(params)
  const limit = integer(params, "limit", cat === "spot" ? [1, 60] : [1, 1000]) ?? (cat === "spot" ? 60 : 500)
  const symbol = params.symbol
  if (cat !== "option" && symbol === undefined) return paramsError("symbol is required")
  if (cat === "option" && symbol === undefined && params.baseCoin === undefined) {
    return paramsError("symbol or baseCoin is required for options")
  }
  const chosen =
    symbol !== undefined
      ? [instrument(cat, symbol)]
      : Instruments.byCategory(cat).filter(
          (i) =>
            i.baseCoin === params.baseCoin && (params.optionType === undefined || i.optionsType === params.optionType)
        )
  const list = chosen
    .flatMap((i) => {
      const trades = exchange.market.recentTrades(i, now, limit)
      return i.category === "option" ? trades.map((trade) => withOptionFigures(exchange, i, trade)) : trades
    })
    .sort((a, b) => Number(b.time) - Number(a.time) || (a.execId < b.execId ? -1 : a.execId > b.execId ? 1 : 0))
    .slice(0, limit)
  return { ok: true, value: { category: cat, list } }
}

/**
 * An option trade's own figures (the page's "unique field for `option`"): mark and index price and mark IV at the
 * trade's time; the trade's IV is the mark IV, the walk prices options on one volatility.
 */
const withOptionFigures = (exchange: Exchange, i: Instrument, trade: PublicTrade) => {
  const ticker = exchange.market.ticker(i, Number(trade.time)) as OptionTicker
  return { ...trade, mP: ticker.markPrice, iP: ticker.indexPrice, mIv: ticker.markIv, iv: ticker.markIv }
}

const openInterest: MarketHandler = (exchange, params, now) => {
  const cat = category(params, ["linear", "inverse"])
  const symbol = required(params, "symbol")
  const i = instrument(cat, symbol)
  const period = statPeriod(required(params, "intervalTime"))
  const w: Window = window(params, [1, 200])
  const limit = w.limit ?? 50
  const list = exchange.market.openInterest(i, period, w, now)
  return {
    ok: true,
    value: { symbol, category: cat, list, nextPageCursor: pageCursor(list, limit, (x) => x.timestamp) }
  }
}

const fundingHistory: MarketHandler = (exchange, params, now) => {
  const cat = category(params, ["linear", "inverse"])
  const i = instrument(cat, required(params, "symbol"))
  const w: Window = window(params, [1, 200])
  return { ok: true, value: { category: cat, list: exchange.market.fundingHistory(i, w, now) } }
}

const historicalVolatility: MarketHandler = (exchange, params, now) => {
  const cat = category(params, ["option"])
  const baseCoin = params.baseCoin ?? "BTC"
  const period = integer(params, "period") ?? 7
  if (![7, 14, 21, 30, 60, 90, 180, 270].includes(period)) return paramsError(`period invalid: ${period}`)
  const w: Window = window(params, [1, 1000])
  // startTime and endTime come as a pair, at most 30 days apart, within the last two years.
  if ((params.startTime === undefined) !== (params.endTime === undefined)) {
    return paramsError("startTime and endTime must be passed together")
  }
  if (w.startTime !== undefined && w.endTime !== undefined) {
    if (w.endTime - w.startTime > 30 * DAY_MS) return paramsError("endTime - startTime must not exceed 30 days")
    if (w.startTime < now - 730 * DAY_MS) return paramsError("startTime must be within the last 2 years")
  }
  const list = exchange.market.historicalVolatility(baseCoin, period, w, now)
  return { ok: true, value: list, top: { category: cat } }
}

const insurance: MarketHandler = (exchange, params, now) => ({
  ok: true,
  value: exchange.market.insurance(params.coin, now)
})

const riskLimit: MarketHandler = (exchange, params) => {
  const cat = category(params, ["linear", "inverse"])
  const chosen = params.symbol !== undefined ? [instrument(cat, params.symbol)] : Instruments.byCategory(cat)
  const list = chosen.flatMap((i) => exchange.market.riskLimits(i))
  return { ok: true, value: { category: cat, list, nextPageCursor: "" } }
}

const deliveryPrice: MarketHandler = (exchange, params, now) => {
  const cat = category(params, ["linear", "inverse", "option"])
  const limit = integer(params, "limit", [1, 200]) ?? 50
  const list = exchange.market.deliveryPrices(cat, { symbol: params.symbol, baseCoin: params.baseCoin, limit }, now)
  return { ok: true, value: { category: cat, list, nextPageCursor: "" } }
}

const accountRatio: MarketHandler = (exchange, params, now) => {
  const cat = category(params, ["linear", "inverse"])
  const i = instrument(cat, required(params, "symbol"))
  const period = statPeriod(required(params, "period"))
  const w: Window = window(params, [1, 500])
  const limit = w.limit ?? 50
  const list = exchange.market.accountRatio(i, period, w, now)
  return { ok: true, value: { list, nextPageCursor: pageCursor(list, limit, (x) => x.timestamp) } }
}

const priceLimit: MarketHandler = (exchange, params, now) => {
  const cat = category(params, ["spot", "linear", "inverse"], "linear")
  const i = instrument(cat, required(params, "symbol"))
  return { ok: true, value: MarketExtras.priceLimit(exchange.market, i, now) }
}

const indexPriceComponents: MarketHandler = (exchange, params, now) => {
  const name = required(params, "indexName")
  const i = MarketExtras.indexInstrument(name) ?? paramsError(`symbol invalid: ${name}`)
  return { ok: true, value: MarketExtras.indexComponents(exchange.market, i, now) }
}

const feeGroupInfo: MarketHandler = (_exchange, params) => {
  if (required(params, "productType") !== "contract") return paramsError("productType must be contract")
  integer(params, "groupId", [1, 1_000_000])
  return { ok: true, value: { list: MarketExtras.feeGroups(params.groupId) } }
}

const newDeliveryPrice: MarketHandler = (exchange, params, now) => {
  const cat = category(params, ["option"])
  const baseCoin = required(params, "baseCoin")
  if (!MarketExtras.optionCoins.includes(baseCoin)) return paramsError(`baseCoin invalid: ${baseCoin}`)
  // The emulator's options settle in USDC: another settle coin has no settlements.
  const settle = params.settleCoin
  const list = settle === undefined || settle === "USDC" ? MarketExtras.settlements(exchange.market, baseCoin, now) : []
  return { ok: true, value: { category: cat, list } }
}

const adlAlert: MarketHandler = (exchange, params, now) => {
  const symbol = params.symbol
  const chosen =
    symbol === undefined || symbol === ""
      ? [...Instruments.byCategory("linear"), ...Instruments.byCategory("inverse")]
      : [Instruments.find("linear", symbol) ?? instrument("inverse", symbol)]
  return { ok: true, value: MarketExtras.adlAlerts(exchange.market, chosen, now) }
}

const rpiOrderbook: MarketHandler = (exchange, params, now) => {
  const cat = category(params, ["spot", "linear", "inverse"], "linear")
  const symbol = required(params, "symbol")
  const i = instrument(cat, symbol)
  const limit = integer(params, "limit", [1, 50]) ?? paramsError("limit is required")
  const message = exchange.orderbook(cat, symbol, limit, now) ?? paramsError(`symbol invalid: ${symbol}`)
  const rpi = MarketExtras.rpiBook(i, message)
  return { ok: true, value: { s: rpi.s, b: rpi.b, a: rpi.a, ts: now, u: rpi.u, seq: rpi.seq, cts: now } }
}

/**
 * Every market path the emulator answers, with its handler.
 *
 * @since 0.1.0
 * @category routing
 */
export const marketHandlers: ReadonlyMap<string, MarketHandler> = new Map<string, MarketHandler>([
  [Market.time.path, time],
  [Market.instrumentsInfo.path, instrumentsInfo],
  [Market.orderbook.path, book(false)],
  [Market.fullOrderbook.path, book(true)],
  [Market.tickers.path, tickers],
  [Market.kline.path, kline("trade")],
  [Market.markPriceKline.path, kline("mark")],
  [Market.indexPriceKline.path, kline("index")],
  [Market.premiumIndexPriceKline.path, kline("premium")],
  [Market.recentTrade.path, recentTrade],
  [Market.openInterest.path, openInterest],
  [Market.fundingHistory.path, fundingHistory],
  [Market.historicalVolatility.path, historicalVolatility],
  [Market.insurance.path, insurance],
  [Market.riskLimit.path, riskLimit],
  [Market.deliveryPrice.path, deliveryPrice],
  [Market.accountRatio.path, accountRatio],
  [Market.priceLimit.path, priceLimit],
  [Market.indexPriceComponents.path, indexPriceComponents],
  [Market.feeGroupInfo.path, feeGroupInfo],
  [Market.newDeliveryPrice.path, newDeliveryPrice],
  [Market.adlAlert.path, adlAlert],
  [Market.rpiOrderbook.path, rpiOrderbook]
])

/**
 * Runs a market handler, turning a parameter problem into retCode 10001 "params error: ...".
 *
 * @since 0.1.0
 * @category routing
 */
export const marketAnswer = (
  handler: MarketHandler,
  exchange: Exchange,
  params: Readonly<Record<string, string>>,
  now: number
): MarketAnswer => {
  try {
    return handler(exchange, params, now)
  } catch (e) {
    if (e instanceof ParamError) return { ok: false, retCode: 10001, retMsg: `params error: ${e.message}` }
    throw e
  }
}
