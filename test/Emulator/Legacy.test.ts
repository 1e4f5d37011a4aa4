// Loaded first: the V5 barrel and its registry import each other, and the registry must be entered first.
import "../../src/Http/v5/all.js"
import * as crypto from "node:crypto"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Stream from "effect/Stream"
import type * as Bybit from "../../src/Bybit.js"
import type * as Emulator from "../../src/Emulator/Emulator.js"
import { BybitHttp } from "../../src/Http/BybitHttp.js"
import * as AssetV1 from "../../src/Http/legacy/AssetV1.js"
import * as AssetV3 from "../../src/Http/legacy/AssetV3.js"
import * as ContractV3 from "../../src/Http/legacy/ContractV3.js"
import * as CopyTrading from "../../src/Http/legacy/CopyTrading.js"
import * as DerivativesV3 from "../../src/Http/legacy/DerivativesV3.js"
import * as InverseFutures from "../../src/Http/legacy/InverseFutures.js"
import * as InverseV2 from "../../src/Http/legacy/InverseV2.js"
import * as LinearV2 from "../../src/Http/legacy/LinearV2.js"
import * as SpotV1 from "../../src/Http/legacy/SpotV1.js"
import * as SpotV3 from "../../src/Http/legacy/SpotV3.js"
import * as UnifiedV3 from "../../src/Http/legacy/UnifiedV3.js"
import * as UsdcOption from "../../src/Http/legacy/UsdcOption.js"
import * as UsdcPerpetual from "../../src/Http/legacy/UsdcPerpetual.js"
import * as UserV3 from "../../src/Http/legacy/UserV3.js"
import * as Paginate from "../../src/Http/Paginate.js"
import * as Asset from "../../src/Http/v5/Asset.js"
import * as Market from "../../src/Http/v5/Market.js"
import * as Position from "../../src/Http/v5/Position.js"
import * as Trade from "../../src/Http/v5/Trade.js"
import * as User from "../../src/Http/v5/User.js"
import type * as Credentials from "../../src/Layers/Credentials.js"
import type * as AssetV3Schema from "../../src/Schema/legacy/AssetV3.js"
import * as Harness from "../support/Harness.js"
import * as TestServer from "../support/TestServer.js"

// Every legacy family end to end: the library's own callables (Bybit.layer + Node.layer) against the emulator,
// asserting what the emulator's state says. The market is frozen on a TestClock, so books compare exactly.

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0, 0)

/** The exchange of these tests: seed 6, the demo account funded. */
const funded: Harness.EmulatorOptions = { seed: 6, setup: (h) => h.admin.setBalance("USDT", "1000000") }

/** The exchange frozen at `at` on the TestClock. */
const exchange = (at = NOW): Harness.EmulatorOptions => ({ ...funded, startAt: at })

const start = (at = NOW) => Harness.start(exchange(at))

/** The library's client on the demo key, or on these credentials. */
const client = (h: Emulator.EmulatorHandle, credentials?: Credentials.CredentialsInput) =>
  Harness.client(h, credentials === undefined ? {} : { credentials })

const bookOf = (h: Emulator.EmulatorHandle, category: "spot" | "linear" | "inverse" | "option", symbol: string) => {
  const book = h.admin.book(category, symbol, 25)
  if (book === undefined) throw new Error(`no book for ${category} ${symbol}`)
  return book
}

/** A bid price 20 ticks under the best bid: it rests. */
const restingBid = (h: Emulator.EmulatorHandle, category: "spot" | "linear", symbol: string) => {
  const instrument = h.admin.exchange.instrument(category, symbol)
  if (instrument === undefined) throw new Error(`no instrument ${category} ${symbol}`)
  const tick = Number(instrument.tickSize)
  const best = Number(bookOf(h, category, symbol).b[0]?.[0])
  return ((Math.round(best / tick) - 20) * tick).toFixed(instrument.priceDecimals)
}

/** The library's client without credentials: only public calls can succeed on it. */
const publicClient = (h: Emulator.EmulatorHandle) => Harness.client(h, { credentials: false })

const openV5 = (category: "spot" | "linear", symbol: string) =>
  Effect.map(Trade.getActiveOrders({ category, symbol }), (r) => r.list)

describe("legacy REST through the library's client, against the emulator", () => {
  it.effect("linear v2 public: recent trades and the last funding rate are the exchange's tape and funding", () =>
    Harness.withEmulator(exchange(), (h) =>
      Effect.gen(function* () {
        // a fill of ours, so that the tape holds an engine trade beside the market's own
        yield* Trade.submitOrder({
          category: "linear",
          symbol: "BTCUSDT",
          side: "Buy",
          orderType: "Market",
          qty: "0.01"
        })
        const legacy = yield* LinearV2.getTrades({ symbol: "BTCUSDT", limit: 40 }).pipe(Effect.provide(publicClient(h)))
        const v5 = (yield* Market.getPublicTradingHistory({ category: "linear", symbol: "BTCUSDT", limit: 40 })).list
        expect(legacy).toHaveLength(40)
        expect(legacy.map((t) => [t.id, t.symbol, t.price, t.qty, t.side, t.trade_time_ms])).toEqual(
          v5.map((t) => [t.execId, t.symbol, Number(t.price), Number(t.size), t.side, Number(t.time)])
        )
        for (const t of legacy) expect(Date.parse(t.time)).toBe(t.trade_time_ms)
        // our buy is on the tape at the frozen clock's time
        const ours = legacy.filter((t) => t.trade_time_ms === NOW && t.side === "Buy")
        expect(ours.reduce((sum, t) => sum + t.qty, 0)).toBeCloseTo(0.01, 8)

        const funding = yield* LinearV2.getLastFundingRate({ symbol: "BTCUSDT" }).pipe(Effect.provide(publicClient(h)))
        const last = (yield* Market.getFundingRateHistory({ category: "linear", symbol: "BTCUSDT", limit: 1 })).list[0]
        expect(funding).toEqual({
          symbol: "BTCUSDT",
          funding_rate: Number(last?.fundingRate),
          funding_rate_timestamp: new Date(Number(last?.fundingRateTimestamp)).toISOString()
        })
        // the last settlement is at or before now, within one funding interval
        const interval = Number(
          (yield* Market.getInstrumentsInfo({ category: "linear", symbol: "BTCUSDT" })).list.flatMap((i) =>
            "fundingInterval" in i ? [i.fundingInterval] : []
          )[0]
        )
        const settled = Date.parse(funding.funding_rate_timestamp)
        expect(settled).toBeLessThanOrEqual(NOW)
        expect(NOW - settled).toBeLessThan(interval * 60_000)

        const unknown = yield* Effect.flip(LinearV2.getLastFundingRate({ symbol: "NOPE" }))
        expect(unknown).toMatchObject({ _tag: "ParamsError", code: 10001 })
      })
    )
  )

  it.effect("asset v1 and v3 public: the supported deposit list is the exchange's coin table, page by page", () =>
    Harness.withEmulator(exchange(), (h) =>
      Effect.gen(function* () {
        const coins = (yield* Asset.getCoinInfo({})).rows
        const expected = coins.flatMap((c) =>
          c.chains
            .filter((ch) => ch.chainDeposit === "1")
            .map((ch) => [c.coin, ch.chain, c.name, ch.chainType, Number(ch.confirmation), String(ch.depositMin)])
        )
        expect(expected.length).toBeGreaterThan(2)
        const anonymous = publicClient(h)

        // v1: page_index from 1; `total` counts every match
        const pages: Array<ReadonlyArray<unknown>> = []
        for (let index = 1; index <= expected.length; index++) {
          const page = yield* AssetV1.getSupportedDepositList({ page_index: index, page_size: 2 }).pipe(
            Effect.provide(anonymous)
          )
          expect(page.total).toBe(String(expected.length))
          if (page.config_list.length === 0) break
          pages.push(
            page.config_list.map((c) => [
              c.coin,
              c.chain,
              c.coin_show_name,
              c.chain_type,
              c.block_confirm_number,
              c.min_deposit_amount
            ])
          )
        }
        expect(pages).toHaveLength(Math.ceil(expected.length / 2))
        expect(pages.flat()).toEqual(expected)
        const eth = yield* AssetV1.getSupportedDepositList({ coin: "ETH" }).pipe(Effect.provide(anonymous))
        expect(eth.config_list.map((c) => c.coin)).toEqual(expected.filter((e) => e[0] === "ETH").map((e) => e[0]))

        // v3: the cursor is the docs' base64 page, and Paginate follows it to the end
        const first = yield* AssetV3.getSupportedDepositList({ limit: 2 }).pipe(Effect.provide(anonymous))
        expect(JSON.parse(Buffer.from(first.nextPageCursor, "base64").toString("utf8"))).toEqual({ page: 2, limit: 2 })
        const all = yield* Stream.runCollect(Paginate.paginate(AssetV3.allowedDepositList, { limit: 2 })).pipe(
          Effect.provide(anonymous)
        )
        // Paginate.Item infers only `list`/`rows` items; this list is `configList`
        const items = [...all] as unknown as ReadonlyArray<typeof AssetV3Schema.DepositConfig.Type>
        expect(
          items.map((c) => [c.coin, c.chain, c.coinShowName, c.chainType, c.blockConfirmNumber, c.minDepositAmount])
        ).toEqual(expected)
        const btc = yield* AssetV3.getSupportedDepositList({ coin: "BTC", chain: "BTC" }).pipe(
          Effect.provide(anonymous)
        )
        expect(btc).toEqual({
          configList: [expect.objectContaining({ coin: "BTC", chain: "BTC" })],
          nextPageCursor: ""
        })
        const bad = yield* Effect.flip(
          AssetV3.getSupportedDepositList({ cursor: "not-a-cursor" }).pipe(Effect.provide(anonymous))
        )
        expect(bad).toMatchObject({ _tag: "ParamsError", code: 10001 })
      })
    )
  )

  it.effect("spot v1: result.serverTime, the book, a form-encoded order listed, cancelled by DELETE", () =>
    Harness.withEmulator(exchange(), (h) =>
      Effect.gen(function* () {
        expect(yield* SpotV1.getServerTime()).toEqual({ serverTime: NOW })
        const book = yield* SpotV1.getOrderBook({ symbol: "BTCUSDT" })
        const expected = bookOf(h, "spot", "BTCUSDT")
        expect(book).toEqual({ time: NOW, bids: expected.b, asks: expected.a })

        const price = restingBid(h, "spot", "BTCUSDT")
        const ack = yield* SpotV1.submitOrder({
          symbol: "BTCUSDT",
          qty: 0.01,
          side: "Buy",
          type: "LIMIT",
          price: Number(price),
          orderLinkId: "v1-limit"
        })
        expect([ack.status, ack.orderLinkId, ack.side, ack.accountId]).toEqual(["NEW", "v1-limit", "BUY", h.uid])
        const maker = yield* SpotV1.submitOrder({
          symbol: "BTCUSDT",
          qty: 0.02,
          side: "Buy",
          type: "LIMIT_MAKER",
          price: Number(price),
          orderLinkId: "v1-maker"
        })
        // the engine holds both, as V5 sees them
        const v5 = yield* openV5("spot", "BTCUSDT")
        expect(v5.map((o) => [o.orderLinkId, o.timeInForce]).sort()).toEqual([
          ["v1-limit", "GTC"],
          ["v1-maker", "PostOnly"]
        ])
        const open = yield* SpotV1.getOpenOrders({ symbol: "BTCUSDT" })
        const mine = open.find((o) => o.orderId === ack.orderId)
        expect(mine).toMatchObject({
          type: "LIMIT",
          side: "BUY",
          status: "NEW",
          orderLinkId: "v1-limit"
        })
        // quantities and prices as the engine formats them
        const engine = v5.find((o) => o.orderId === ack.orderId)
        expect([mine?.origQty, mine?.price]).toEqual([engine?.qty, engine?.price])
        expect([Number(mine?.origQty), Number(mine?.price)]).toEqual([0.01, Number(price)])
        expect(open.find((o) => o.orderId === maker.orderId)?.type).toBe("LIMIT_MAKER")

        const cancelled = yield* SpotV1.cancelOrder({ orderId: ack.orderId })
        expect([cancelled.orderId, cancelled.status]).toEqual([ack.orderId, "CANCELED"])
        expect((yield* SpotV1.getOrder({ orderId: ack.orderId })).status).toBe("CANCELED")
        expect((yield* openV5("spot", "BTCUSDT")).map((o) => o.orderId)).toEqual([maker.orderId])
        // spot v1 batch cancel by order type: the LIMIT_MAKER one goes
        expect(yield* SpotV1.cancelOrderBatch({ symbol: "BTCUSDT", orderTypes: "LIMIT_MAKER" })).toEqual({
          success: true
        })
        expect(yield* SpotV1.getOpenOrders({ symbol: "BTCUSDT" })).toEqual([])
        expect(h.admin.violations()).toEqual([])
      })
    )
  )

  it.effect("spot v3: last price from the book; cancel-orders follows `orderTypes` (default LIMIT)", () =>
    Harness.withEmulator(exchange(), (h) =>
      Effect.gen(function* () {
        const last = yield* SpotV3.getLastTradedPrice({ symbol: "BTCUSDT" })
        const book = bookOf(h, "spot", "BTCUSDT")
        expect(Number(last.price)).toBe((Number(book.b[0]?.[0]) + Number(book.a[0]?.[0])) / 2)

        const orderPrice = restingBid(h, "spot", "BTCUSDT")
        const place = (orderType: "LIMIT" | "LIMIT_MAKER", side: "Buy" | "Sell", orderLinkId: string) =>
          SpotV3.submitOrder({
            symbol: "BTCUSDT",
            orderQty: "0.01",
            side,
            orderType,
            orderPrice: side === "Buy" ? orderPrice : String(Number(book.a[0]?.[0]) * 2),
            orderLinkId
          })
        h.admin.setBalance("BTC", "1")
        const limit = yield* place("LIMIT", "Buy", "v3-limit")
        expect([limit.status, limit.orderLinkId]).toEqual(["NEW", "v3-limit"])
        yield* place("LIMIT_MAKER", "Buy", "v3-maker")
        yield* place("LIMIT", "Sell", "v3-sell")
        const links = Effect.map(openV5("spot", "BTCUSDT"), (list) => list.map((o) => o.orderLinkId).sort())
        expect(yield* links).toEqual(["v3-limit", "v3-maker", "v3-sell"])
        // only the buy-side LIMIT orders
        expect(yield* SpotV3.cancelOrderBatch({ symbol: "BTCUSDT", side: "Buy", orderTypes: "LIMIT" })).toEqual({
          success: "1"
        })
        expect(yield* links).toEqual(["v3-maker", "v3-sell"])
        // no orderTypes: LIMIT, both sides
        yield* SpotV3.cancelOrderBatch({ symbol: "BTCUSDT" })
        expect(yield* links).toEqual(["v3-maker"])
        yield* SpotV3.cancelOrderBatch({ symbol: "BTCUSDT", orderTypes: "LIMIT,LIMIT_MAKER" })
        expect(yield* links).toEqual([])
      })
    )
  )

  it.effect("contract v3 and derivatives v3: the V3 server time, an order, the L2 book", () =>
    Harness.withEmulator(exchange(), (h) =>
      Effect.gen(function* () {
        expect(yield* ContractV3.getServerTime()).toEqual({
          timeSecond: String(Math.floor(NOW / 1000)),
          timeNano: `${NOW}000000`
        })
        const ack = yield* ContractV3.submitOrder({
          symbol: "BTCUSDT",
          side: "Buy",
          orderType: "Limit",
          qty: "0.01",
          price: restingBid(h, "linear", "BTCUSDT"),
          timeInForce: "GoodTillCancel",
          orderLinkId: "c3-a"
        })
        expect(ack.orderLinkId).toBe("c3-a")
        expect((yield* openV5("linear", "BTCUSDT")).map((o) => o.orderId)).toEqual([ack.orderId])

        const l2 = yield* DerivativesV3.getOrderBook({ category: "linear", symbol: "ETHUSDT" })
        const book = bookOf(h, "linear", "ETHUSDT")
        expect(l2).toEqual({ s: "ETHUSDT", b: book.b, a: book.a, ts: NOW, u: book.u })
      })
    )
  )

  it.effect("unified v3: an order through /unified/v3 rests in the engine (its market data is derivatives v3)", () =>
    Harness.withEmulator(exchange(), (h) =>
      Effect.gen(function* () {
        const ask = Number(bookOf(h, "linear", "ETHUSDT").a[0]?.[0])
        const ack = yield* UnifiedV3.submitOrder({
          category: "linear",
          symbol: "ETHUSDT",
          side: "Sell",
          orderType: "Limit",
          qty: "0.1",
          price: (ask * 1.2).toFixed(2),
          timeInForce: "PostOnly",
          orderLinkId: "u3-a"
        })
        const open = yield* openV5("linear", "ETHUSDT")
        expect(open.map((o) => [o.orderId, o.orderLinkId, o.side, o.timeInForce])).toEqual([
          [ack.orderId, "u3-a", "Sell", "PostOnly"]
        ])
      })
    )
  )

  it.effect("asset v1, asset v3, user v3: sub-members, a coin balance and the key, as the exchange holds them", () =>
    Harness.withEmulator(exchange(), (h) =>
      Effect.gen(function* () {
        const sub = yield* User.createSubMember({ username: "legacysub01", memberType: 1 })
        const ids = yield* AssetV1.getSubAccounts()
        expect(ids.sub_user_id).toContain(Number(sub.uid))
        expect(ids.transferable_sub_ids).toContain(sub.uid)

        h.admin.setBalance("USDT", "4321.5")
        const balance = yield* AssetV3.getAccountCoinBalance({ accountType: "UNIFIED", coin: "USDT" })
        expect(balance.balance.coin).toBe("USDT")
        expect(Number(balance.balance.walletBalance)).toBe(4321.5)

        const key = yield* UserV3.getApiKeyInfo()
        expect(key.apiKey).toBe(h.apiKey)
        expect(key.permissions.ContractTrade).toContain("Order")
      })
    )
  )

  it.effect("USDC: the perpetual book and an order, listed by the shared query-active-orders (a POST read)", () =>
    Harness.withEmulator(exchange(), (h) =>
      Effect.gen(function* () {
        h.admin.setBalance("USDC", "100000")
        const book = yield* UsdcPerpetual.getOrderBook({ symbol: "BTCPERP" })
        const expected = bookOf(h, "linear", "BTCPERP")
        expect(book.filter((e) => e.side === "Buy").map((e) => [e.price, e.size])).toEqual(expected.b)
        expect(book.filter((e) => e.side === "Sell").map((e) => [e.price, e.size])).toEqual(expected.a)
        const option = "BTC-25DEC26-70000-C"
        const optionBook = yield* UsdcOption.getOrderBook({ symbol: option })
        expect(optionBook.filter((e) => e.side === "Buy").map((e) => [e.price, e.size])).toEqual(
          bookOf(h, "option", option).b
        )

        const ack = yield* UsdcPerpetual.submitOrder({
          symbol: "BTCPERP",
          orderType: "Limit",
          orderFilter: "Order",
          side: "Buy",
          orderQty: "0.01",
          orderPrice: restingBid(h, "linear", "BTCPERP"),
          timeInForce: "GoodTillCancel",
          orderLinkId: "usdc-p-1"
        })
        expect([ack.orderStatus, ack.orderLinkId]).toEqual(["Created", "usdc-p-1"])
        const active = yield* UsdcOption.getActiveOrders({ category: "PERPETUAL", symbol: "BTCPERP" })
        expect(active.dataList.map((o) => [o.orderId, o.orderLinkId, Number(o.qty)])).toEqual([
          [ack.orderId, "usdc-p-1", 0.01]
        ])

        // the predicted funding: the ticker's rate, and the caller's position value times it
        yield* Trade.submitOrder({
          category: "linear",
          symbol: "BTCPERP",
          side: "Buy",
          orderType: "Market",
          qty: "0.1"
        })
        const funding = yield* UsdcPerpetual.getPredictedFundingRate({ symbol: "BTCPERP" })
        const ticker = (yield* Market.getTickers({ category: "linear", symbol: "BTCPERP" })).list[0]
        const position = (yield* Position.getPositionInfo({ category: "linear", symbol: "BTCPERP" })).list[0]
        expect(ticker !== undefined && "fundingRate" in ticker ? ticker.fundingRate : undefined).toBe(
          funding.predictedFundingRate
        )
        expect(Number(funding.predictedFundingFee)).toBeCloseTo(
          Number(position?.positionValue) * Number(funding.predictedFundingRate),
          8
        )
      })
    )
  )

  it.effect("inverse v2 and inverse futures: time_now, the L2 book, executions and set leverage", () =>
    Harness.withEmulator(exchange(), (h) =>
      Effect.gen(function* () {
        const http = yield* BybitHttp
        const time = yield* http.callWithMeta(InverseV2.serverTime, {})
        expect(time.result).toEqual({})
        // `time_now` is seconds with six decimals
        expect(time.time).toEqual(Option.some(NOW))

        const l2 = yield* InverseV2.getOrderBook({ symbol: "BTCUSD" })
        const book = bookOf(h, "inverse", "BTCUSD")
        expect(l2.filter((e) => e.side === "Buy").map((e) => [e.price, String(e.size)])).toEqual(book.b)

        h.admin.setBalance("BTC", "10")
        const order = yield* Trade.submitOrder({
          category: "inverse",
          symbol: "BTCUSD",
          side: "Buy",
          orderType: "Market",
          qty: "100"
        })
        const v2 = yield* InverseV2.getExecutions({ symbol: "BTCUSD" })
        const futures = yield* InverseFutures.getExecutions({ symbol: "BTCUSD" })
        expect(v2.trade_list?.map((x) => x.order_id)).toContain(order.orderId)
        expect(v2.trade_list?.reduce((sum, x) => sum + x.exec_qty, 0)).toBe(100)
        expect(futures).toEqual(v2)

        expect(yield* InverseV2.setUserLeverage({ symbol: "BTCUSD", leverage: 20 })).toBe(20)
        const leverage = (yield* Position.getPositionInfo({ category: "inverse", symbol: "BTCUSD" })).list[0]?.leverage
        expect(leverage).toBe("20")
        const again = yield* Effect.flip(InverseV2.setUserLeverage({ symbol: "BTCUSD", leverage: 20 }))
        expect(again._tag).toBe("LeverageNotModified")
        expect(again).toMatchObject({ code: 34036 })
      })
    )
  )

  it.effect("linear v2 and copy trading: orders through their own paths rest in the engine; copy symbols", () =>
    Harness.withEmulator(exchange(), (h) =>
      Effect.gen(function* () {
        const price = restingBid(h, "linear", "BTCUSDT")
        const linear = yield* LinearV2.submitOrder({
          side: "Buy",
          symbol: "BTCUSDT",
          order_type: "Limit",
          qty: 0.01,
          price: Number(price),
          time_in_force: "GoodTillCancel",
          reduce_only: false,
          close_on_trigger: false,
          order_link_id: "l2-a"
        })
        expect([linear.order_status, linear.order_link_id, linear.user_id]).toEqual(["Created", "l2-a", Number(h.uid)])
        const copyOrder = CopyTrading.submitOrder({
          side: "Buy",
          symbol: "BTCUSDT",
          orderType: "Limit",
          qty: "0.01",
          price,
          orderLinkId: "ct-a"
        })
        // the seeded key has no copy-trading permission; a key that has it gets through
        expect(yield* Effect.flip(copyOrder)).toMatchObject({ _tag: "PermissionDenied", code: 10005 })
        h.admin.addApiKey({
          apiKey: "copy-trading-key",
          secret: h.apiSecret,
          uid: h.uid,
          isMaster: true,
          readOnly: false,
          permissions: { ContractTrade: ["Order", "Position"], CopyTrading: ["CopyTrading"] },
          ips: []
        })
        const copy = yield* copyOrder.pipe(
          Effect.provide(client(h, { apiKey: "copy-trading-key", apiSecret: h.apiSecret }))
        )
        const open = yield* openV5("linear", "BTCUSDT")
        expect(open.map((o) => [o.orderId, o.orderLinkId]).sort()).toEqual(
          [
            [copy.orderId, "ct-a"],
            [linear.order_id, "l2-a"]
          ].sort()
        )

        const symbols = yield* CopyTrading.getSymbols()
        const info = yield* Market.getInstrumentsInfo({ category: "linear" })
        // the copy-trading symbols are the linear ones open to copy trading: not the USDC perpetuals
        const copyable = info.list.filter((i) => !("copyTrading" in i) || i.copyTrading !== "none")
        expect(symbols.list.map((s) => s.symbol)).toEqual(copyable.map((i) => i.symbol))
        expect(copyable.length).toBe(info.list.length - 2)
        const btc = symbols.list.find((s) => s.symbol === "BTCUSDT")
        const btcInfo = info.list.find((i) => i.symbol === "BTCUSDT")
        expect(btc?.priceFilter.tickSize).toBe(
          btcInfo !== undefined && "priceFilter" in btcInfo ? btcInfo.priceFilter.tickSize : ""
        )
      })
    )
  )
})

const hmac = (secret: string, payload: string) => crypto.createHmac("sha256", secret).update(payload).digest("hex")

const legacyQuery = (params: Record<string, string>, secret: string) => {
  const payload = Object.keys(params)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join("&")
  return `${payload}&sign=${hmac(secret, payload)}`
}

const fetchJson = (url: string, init?: RequestInit) =>
  Effect.promise(async () => {
    const res = await fetch(url, init)
    return { status: res.status, body: (await res.json()) as Record<string, unknown> }
  })

describe("legacy error paths against the emulator", () => {
  it.effect("a bad legacy signature is InvalidSignature (10004), an unknown key InvalidApiKey (10003)", () =>
    Effect.gen(function* () {
      const h = yield* start()
      const wrongSecret = yield* Effect.flip(
        SpotV1.getOpenOrders({ symbol: "BTCUSDT" }).pipe(
          Effect.provide(client(h, { apiKey: h.apiKey, apiSecret: `${h.apiSecret}x` }))
        )
      )
      expect(wrongSecret).toMatchObject({ _tag: "InvalidSignature", code: 10004 })
      const unknownKey = yield* Effect.flip(
        InverseV2.getExecutions({ symbol: "BTCUSD" }).pipe(
          Effect.provide(client(h, { apiKey: "no-such-key", apiSecret: h.apiSecret }))
        )
      )
      expect(unknownKey).toMatchObject({ _tag: "InvalidApiKey", code: 10003 })
      // the V3 header families answer the same codes in their retCode envelope
      const v3 = yield* Effect.flip(
        UserV3.getApiKeyInfo().pipe(Effect.provide(client(h, { apiKey: h.apiKey, apiSecret: `${h.apiSecret}x` })))
      )
      expect(v3).toMatchObject({ _tag: "InvalidSignature", code: 10004 })
    })
  )

  it.effect("10001: an unknown symbol is ParamsError; a missing parameter is a legacy-envelope 10001", () =>
    Effect.gen(function* () {
      const h = yield* start()
      const unknown = yield* Effect.flip(InverseV2.getOrderBook({ symbol: "NOPE" }).pipe(Effect.provide(client(h))))
      expect(unknown).toMatchObject({ _tag: "ParamsError", code: 10001 })
      // the client checks parameters before sending, so the server's own check is reached without it
      const query = legacyQuery({ api_key: h.apiKey, timestamp: String(NOW) }, h.apiSecret)
      const raw = yield* fetchJson(`${h.rest}/v2/private/execution/list?${query}`)
      expect(raw.status).toBe(200)
      expect(raw.body.ret_code).toBe(10001)
      expect(String(raw.body.ret_msg)).toContain("symbol")
      expect(raw.body.time_now).toBe((NOW / 1000).toFixed(6))
    })
  )

  it.effect("CORS lets a browser send spot v1's DELETE cancellations", () =>
    Effect.gen(function* () {
      const h = yield* start()
      const preflight = yield* Effect.promise(() =>
        fetch(`${h.rest}/spot/v1/order`, {
          method: "OPTIONS",
          headers: { Origin: "http://app.test", "Access-Control-Request-Method": "DELETE" }
        })
      )
      expect(preflight.status).toBe(204)
      expect(preflight.headers.get("access-control-allow-methods")?.split(", ")).toContain("DELETE")
      const query = legacyQuery(
        { api_key: h.apiKey, timestamp: String(NOW), recvWindow: "5000", orderId: "1" },
        h.apiSecret
      )
      const cancel = yield* fetchJson(`${h.rest}/spot/v1/order?${query}`, { method: "DELETE" })
      // authenticated, then refused as the legacy exchange did: no such order
      expect([cancel.status, cancel.body.ret_code, cancel.body.ret_msg]).toEqual([200, -2013, "Order does not exist."])
    })
  )

  it.effect("the emulator accepts the legacy docs' signed request of vector 12 byte for byte", () =>
    Effect.gen(function* () {
      // The published legacy v2 signing vector: the docs' key, secret, parameters and timestamp, on a server clock at that timestamp
      const timestamp = 1542434791000
      const h = yield* start(timestamp)
      h.admin.addApiKey({
        apiKey: "B2Rou0PLPpGqcU0Vu2",
        secret: "t7T0YlFnYXk0Fx3JswQsDrViLg1Gh3DUU5Mr",
        uid: h.uid,
        isMaster: true,
        readOnly: false,
        permissions: { ContractTrade: ["Order", "Position"] },
        ips: []
      })
      const body = `{"api_key":"B2Rou0PLPpGqcU0Vu2","leverage":100,"symbol":"BTCUSD","timestamp":${timestamp},"sign":"670e3e4aa32b243f2dedf1dafcec2fd17a440e71b05681550416507de591d908"}`
      const res = yield* fetchJson(`${h.rest}/v2/private/position/leverage/save`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body
      })
      expect([res.body.ret_code, res.body.result]).toEqual([0, 100])
      // one character off and the same request is refused
      const tampered = yield* fetchJson(`${h.rest}/v2/private/position/leverage/save`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: body.replace('"leverage":100', '"leverage":10')
      })
      expect(tampered.body.ret_code).toBe(10004)
      // and the library, which also signs its recv_window, gets through with the same key
      const leverage = yield* InverseV2.setUserLeverage({ symbol: "BTCUSD", leverage: 50 }).pipe(
        Effect.provide(client(h, { apiKey: "B2Rou0PLPpGqcU0Vu2", apiSecret: "t7T0YlFnYXk0Fx3JswQsDrViLg1Gh3DUU5Mr" }))
      )
      expect(leverage).toBe(50)
      const position = yield* Position.getPositionInfo({ category: "inverse", symbol: "BTCUSD" }).pipe(
        Effect.provide(client(h))
      )
      expect(position.list[0]?.leverage).toBe("50")
    })
  )
})

describe("POST reads retry by their definition, not their verb", () => {
  const live = <A, E>(body: (h: Emulator.EmulatorHandle) => Effect.Effect<A, E, Bybit.Services>) =>
    Harness.withEmulator({ ...funded, rest: { retry: { baseDelay: "10 millis" } } }, body)

  it.live("/option/usdc/openapi query-active-orders and /perpetual/usdc/openapi predicted-funding ride out 503s", () =>
    live((h) =>
      Effect.gen(function* () {
        h.admin.apply({ op: "http-status", status: 503, count: 2, path: UsdcOption.activeOrders.path })
        const active = yield* UsdcOption.getActiveOrders({ category: "PERPETUAL" })
        expect(active.dataList).toEqual([])
        h.admin.apply({ op: "http-status", status: 503, count: 2, path: UsdcPerpetual.predictedFunding.path })
        const funding = yield* UsdcPerpetual.getPredictedFundingRate({ symbol: "BTCPERP" })
        expect(funding.predictedFundingFee).toBe("0")
        // both faults were spent: each read was sent three times
        expect(h.admin.faults.state().http).toEqual([])
      })
    )
  )

  it.live("a USDC POST write hit by a 503 is sent once: OutcomeUnknown, and no order exists", () =>
    live((h) =>
      Effect.gen(function* () {
        h.admin.apply({ op: "http-status", status: 503, count: 2, path: UsdcPerpetual.placeOrder.path })
        const error = yield* Effect.flip(
          UsdcPerpetual.submitOrder({
            symbol: "BTCPERP",
            orderType: "Limit",
            orderFilter: "Order",
            side: "Buy",
            orderQty: "0.01",
            orderPrice: "1000",
            orderLinkId: "once-only"
          })
        )
        expect(error._tag).toBe("OutcomeUnknown")
        // one of the two faults is left: a single request was sent
        expect(h.admin.faults.state().http).toHaveLength(1)
        expect(yield* openV5("linear", "BTCPERP")).toEqual([])
      })
    )
  )
})

describe("legacy definitions the emulator does not serve, on the wire", () => {
  const recorded = <A, E>(body: Effect.Effect<A, E, Bybit.Services>, server: TestServer.TestServer) =>
    Effect.provide(
      body,
      TestServer.client(server.url, { credentials: { apiKey: "test-key", apiSecret: "test-secret" } })
    )

  it.effect(
    "asset v3 cancelWithdrawal sends `withdrawalId` as the docs' `id`; spot v3 purchase sends ltCode and serialNo",
    () =>
      Effect.gen(function* () {
        const server = yield* TestServer.make
        server.reply(AssetV3.withdrawCancel.path, TestServer.ok({ status: 1 }))
        server.reply(
          SpotV3.purchase.path,
          TestServer.ok({
            amount: "100",
            id: "2085",
            ltCode: "DOT3LUSDT",
            orderAmount: "",
            orderQuantity: "",
            orderStatus: "2",
            serialNo: "x005",
            timestamp: 1662549845373,
            valueCoin: "USDT"
          })
        )
        const cancelled = yield* recorded(AssetV3.cancelWithdrawal({ withdrawalId: 7642 }), server)
        expect(cancelled).toEqual({ status: 1 })
        const purchase = yield* recorded(
          SpotV3.purchaseLeveragedToken({ ltCode: "DOT3LUSDT", ltAmount: "100", serialNo: "x005" }),
          server
        )
        expect([purchase.ltCode, purchase.serialNo, purchase.orderStatus]).toEqual(["DOT3LUSDT", "x005", "2"])
        const [cancelRequest, purchaseRequest] = server.requests
        expect([cancelRequest?.method, cancelRequest?.path, cancelRequest?.body]).toEqual([
          "POST",
          "/asset/v3/private/withdraw/cancel",
          `{"id":7642}`
        ])
        if (cancelRequest === undefined || purchaseRequest === undefined)
          return yield* Effect.die(new Error("no requests"))
        expect(TestServer.verifyV5(cancelRequest, "test-secret")).toBe(true)
        expect(TestServer.verifyV5(purchaseRequest, "test-secret")).toBe(true)
        expect(JSON.parse(purchaseRequest?.body ?? "{}")).toEqual({
          ltCode: "DOT3LUSDT",
          ltAmount: "100",
          serialNo: "x005"
        })
      })
  )
})
