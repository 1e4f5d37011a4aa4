/**
 * Spot v3 (`/spot/v3`) in the emulator: orders placed, queried, cancelled one by one or by side and type through
 * the V5 spot handlers (the same orders V5 lists), the caller's trades from the V5 executions, and the public
 * market data (symbols, book, trades, 24-hour and book tickers) from the exchange's own market.
 *
 * @since 0.1.0
 */
import * as Result from "effect/Result"
import type { Caller, Exchange } from "../../Exchange.js"
import * as Instruments from "../../market/Instruments.js"
import {
  type Answer,
  createOrder,
  fail,
  type Handler,
  listOf,
  ok,
  type Params,
  type Record5,
  str,
  v5
} from "./Common.js"
import { cancelMatching, spotOrder, spotOrderType, spotStatus, spotTypeOf } from "./Spot.js"

const invalidSymbol = fail(10001, "Invalid symbol.")
const notFound = fail(12213, "Order does not exist.")
const missing = fail(10001, "orderId or orderLinkId is required")

const spot = (symbol: unknown) => Instruments.find("spot", str(symbol))

/**
 * A spot order in the v3 shape the query and the cancel answer.
 *
 * @since 0.1.0
 * @category shapes
 */
export const v3Order = (o: Record5, c: Caller | undefined) => ({
  accountId: c?.uid ?? "",
  symbol: str(o.symbol),
  orderLinkId: str(o.orderLinkId),
  orderId: str(o.orderId),
  orderPrice: str(o.price) || "0",
  orderQty: str(o.qty),
  execQty: str(o.cumExecQty) || "0",
  cummulativeQuoteQty: str(o.cumExecValue) || "0",
  avgPrice: str(o.avgPrice) || "0",
  status: spotStatus[str(o.orderStatus)] ?? str(o.orderStatus).toUpperCase(),
  timeInForce: o.timeInForce === "PostOnly" ? "GTC" : str(o.timeInForce),
  orderType: spotTypeOf(o),
  side: str(o.side).toUpperCase(),
  stopPrice: "0.0",
  icebergQty: "0.0",
  createTime: str(o.createdTime),
  updateTime: str(o.updatedTime),
  isWorking: "1",
  orderCategory: 0
})

const placeOrder: Handler = (e, c, p, now) => {
  const created = createOrder(
    e,
    c,
    {
      category: "spot",
      symbol: p.symbol,
      side: p.side,
      ...spotOrderType(str(p.orderType), str(p.timeInForce)),
      qty: str(p.orderQty),
      ...(p.orderPrice === undefined ? {} : { price: str(p.orderPrice) }),
      ...(p.orderLinkId === undefined ? {} : { orderLinkId: p.orderLinkId })
    },
    now
  )
  if (Result.isFailure(created)) return created.failure
  return ok({
    orderId: created.success.orderId,
    orderLinkId: created.success.orderLinkId,
    symbol: str(p.symbol),
    createTime: String(now),
    orderPrice: str(p.orderPrice ?? "0"),
    orderQty: str(p.orderQty),
    orderType: str(p.orderType),
    side: str(p.side).toUpperCase(),
    status: "NEW",
    timeInForce: str(p.timeInForce ?? "GTC"),
    accountId: c?.uid ?? ""
  })
}

const cancelOrder: Handler = (e, c, p, now) => {
  const found = spotOrder(e, c, p, now, missing, notFound)
  if (Result.isFailure(found)) return found.failure
  const done = v5(
    e,
    "/v5/order/cancel",
    c,
    { category: "spot", symbol: str(found.success.symbol), orderId: str(found.success.orderId) },
    now
  )
  if (!done.ok) return done.retCode === 110001 ? notFound : done
  const order = v3Order(found.success, c)
  return ok({ ...order, status: "CANCELED" })
}

const myTrades: Handler = (e, c, p, now) => {
  const limit = p.limit === undefined ? 50 : Number(p.limit)
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) return fail(10001, "limit must be 1 to 100")
  const list = listOf(
    v5(
      e,
      "/v5/execution/list",
      c,
      {
        category: "spot",
        ...(p.symbol === undefined ? {} : { symbol: p.symbol }),
        ...(p.orderId === undefined ? {} : { orderId: p.orderId }),
        ...(p.startTime === undefined ? {} : { startTime: str(p.startTime) }),
        ...(p.endTime === undefined ? {} : { endTime: str(p.endTime) }),
        limit: String(limit)
      },
      now
    )
  )
  if (Result.isFailure(list)) return list.failure
  return ok({
    list: list.success.map((x) => ({
      symbol: str(x.symbol),
      id: str(x.execId),
      orderId: str(x.orderId),
      tradeId: str(x.execId),
      orderPrice: str(x.orderPrice) || str(x.execPrice),
      orderQty: str(x.orderQty),
      execFee: str(x.execFee),
      feeTokenId: str(x.feeCurrency) || feeCoin(x),
      creatTime: str(x.execTime),
      isBuyer: x.side === "Buy" ? "0" : "1",
      isMaker: x.isMaker === true ? "0" : "1",
      matchOrderId: "0",
      makerRebate: "0",
      executionTime: str(x.execTime)
    }))
  })
}

/** A spot fee is charged in the coin received: the base coin on a buy, the quote coin on a sell. */
const feeCoin = (x: Record5): string => {
  const i = spot(x.symbol)
  return i === undefined ? "" : x.side === "Buy" ? i.baseCoin : i.quoteCoin
}

const symbols: Handler = () =>
  ok({
    list: Instruments.byCategory("spot").map((i) => {
      const info = i.info as Instruments.SpotInfo
      return {
        name: i.symbol,
        alias: i.symbol,
        baseCoin: i.baseCoin,
        quoteCoin: i.quoteCoin,
        basePrecision: info.lotSizeFilter.basePrecision,
        quotePrecision: info.lotSizeFilter.quotePrecision,
        minTradeQty: info.lotSizeFilter.minOrderQty,
        minTradeAmt: info.lotSizeFilter.minOrderAmt,
        maxTradeQty: info.lotSizeFilter.maxOrderQty,
        maxTradeAmt: info.lotSizeFilter.maxOrderAmt,
        minPricePrecision: info.priceFilter.tickSize,
        category: "1",
        showStatus: "1",
        innovation: info.innovation
      }
    })
  })

const depth: Handler = (e, _c, p, now) => {
  const limit = p.limit === undefined ? 100 : Number(p.limit)
  if (!Number.isInteger(limit) || limit < 1 || limit > 200) return fail(10001, "limit must be 1 to 200")
  const b = e.orderbook("spot", str(p.symbol), limit, now)
  return b === undefined ? invalidSymbol : ok({ time: now, bids: b.b, asks: b.a })
}

const trades: Handler = (e, _c, p, now) => {
  const i = spot(p.symbol)
  if (i === undefined) return invalidSymbol
  const limit = p.limit === undefined ? 60 : Number(p.limit)
  if (!Number.isInteger(limit) || limit < 1 || limit > 60) return fail(10001, "limit must be 1 to 60")
  return ok({
    list: e.market.recentTrades(i, now, limit).map((t) => ({
      price: t.price,
      time: Number(t.time),
      qty: t.size,
      // the taker sold into a resting bid: the buyer was the maker
      isBuyerMaker: t.side === "Sell" ? 1 : 0
    }))
  })
}

const ticker24 = (e: Exchange, i: Instruments.Instrument, now: number) => {
  const t = e.market.ticker(i, now) as unknown as Record5
  return {
    t: now,
    s: i.symbol,
    lp: str(t.lastPrice),
    h: str(t.highPrice24h),
    l: str(t.lowPrice24h),
    o: str(t.prevPrice24h),
    bp: str(t.bid1Price),
    ap: str(t.ask1Price),
    v: str(t.volume24h),
    qv: str(t.turnover24h)
  }
}

const bookTicker = (e: Exchange, i: Instruments.Instrument, now: number) => {
  const t = e.market.ticker(i, now) as unknown as Record5
  return {
    symbol: i.symbol,
    bidPrice: str(t.bid1Price),
    bidQty: str(t.bid1Size),
    askPrice: str(t.ask1Price),
    askQty: str(t.ask1Size),
    time: now
  }
}

/** One symbol's ticker, or every symbol's when none is named (the docs' list answer). */
const perSymbol =
  (shape: (e: Exchange, i: Instruments.Instrument, now: number) => unknown): Handler =>
  (e, _c, p: Params, now): Answer => {
    if (p.symbol === undefined) return ok(Instruments.byCategory("spot").map((i) => shape(e, i, now)))
    const i = spot(p.symbol)
    return i === undefined ? invalidSymbol : ok(shape(e, i, now))
  }

/**
 * The spot v3 routes (`METHOD path` to handler).
 *
 * @since 0.1.0
 * @category routes
 */
export const routes: ReadonlyArray<readonly [string, Handler]> = [
  [
    "GET /spot/v3/public/quote/ticker/price",
    (e, _c, p, now) => {
      const b = e.orderbook("spot", str(p.symbol), 1, now)
      if (b === undefined) return invalidSymbol
      const bid = Number(b.b[0]?.[0] ?? 0)
      const ask = Number(b.a[0]?.[0] ?? bid)
      return ok({ symbol: b.s, price: String((bid + ask) / 2) })
    }
  ],
  ["GET /spot/v3/public/symbols", symbols],
  ["GET /spot/v3/public/quote/depth", depth],
  ["GET /spot/v3/public/quote/trades", trades],
  ["GET /spot/v3/public/quote/ticker/24hr", perSymbol(ticker24)],
  ["GET /spot/v3/public/quote/ticker/bookTicker", perSymbol(bookTicker)],
  ["POST /spot/v3/private/order", placeOrder],
  [
    "GET /spot/v3/private/order",
    (e, c, p, now) => {
      const found = spotOrder(e, c, p, now, missing, notFound)
      return Result.isFailure(found) ? found.failure : ok(v3Order(found.success, c))
    }
  ],
  ["POST /spot/v3/private/cancel-order", cancelOrder],
  [
    "POST /spot/v3/private/cancel-orders",
    (e, c, p, now) => {
      const done = cancelMatching(e, c, p, now)
      return done.ok ? ok({ success: "1" }) : done
    }
  ],
  ["GET /spot/v3/private/my-trades", myTrades]
]
