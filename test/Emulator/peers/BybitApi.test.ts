/**
 * The `bybit-api` SDK (tiagosiebler, pinned as a devDependency) against the emulator, unchanged but for its URL
 * options: `baseUrl` for RestClientV5 and `wsUrl` for the WebSocket clients. The SDK signs, serialises and parses
 * on its own, so these tests check that the emulator accepts what a real client sends and answers in the shapes
 * it expects. Live clock: the SDK stamps requests with `Date.now()`. These are the SDK's flows over several calls and
 * its WebSocket clients; every REST endpoint the SDK has a method for is sent by the peer table (`./table`).
 */
import { describe, expect, it } from "@effect/vitest"
import { type DefaultLogger, RestClientV5, WebsocketAPIClient, WebsocketClient } from "bybit-api"
import * as Cause from "effect/Cause"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Emulator from "../../../src/Emulator/Emulator.js"

const SYMBOL = "BTCUSDT"

// The SDK logs connection events to the console by default.
const silent: typeof DefaultLogger = { trace: () => {}, info: () => {}, error: () => {} }

/** A settled SDK promise; a rejection fails the test with the SDK's error. */
const sdk = <A>(f: () => Promise<A>, ms = 5_000) =>
  Effect.promise(f).pipe(
    Effect.timeoutOrElse({
      duration: Duration.millis(ms),
      orElse: () => Effect.fail(new Cause.TimeoutError("SDK call"))
    })
  )

const rest = (h: Emulator.EmulatorHandle, secret = h.apiSecret) =>
  new RestClientV5({ key: h.apiKey, secret, baseUrl: h.rest })

/** What the WebSocket clients emit, as far as these tests read it. */
interface WsEvent {
  readonly wsKey?: string
  readonly op?: string
  readonly success?: boolean
  readonly ret_msg?: string
  readonly topic?: string
  readonly type?: string
  readonly data?: unknown
}

type Kind = "update" | "response" | "exception" | "authenticated"

/** Records every event of a WebsocketClient from its construction, so a test can wait for one it expects. */
class Recorder {
  readonly events: Array<{ readonly kind: Kind; readonly event: WsEvent }> = []
  private readonly waiters = new Set<() => void>()

  constructor(client: WebsocketClient) {
    client.on("update", (event: WsEvent) => this.push("update", event))
    client.on("response", (event: WsEvent) => this.push("response", event))
    client.on("exception", (event: WsEvent) => this.push("exception", event))
    client.on("authenticated", (event: WsEvent) => this.push("authenticated", event))
  }

  private push(kind: Kind, event: WsEvent): void {
    this.events.push({ kind, event })
    for (const wake of [...this.waiters]) wake()
  }

  /** The first recorded event of `kind` matching `pred`, waiting up to `ms`. */
  waitFor(kind: Kind, pred: (event: WsEvent) => boolean, ms = 5_000): Effect.Effect<WsEvent, Cause.TimeoutError> {
    const find = () => this.events.find((e) => e.kind === kind && pred(e.event))?.event
    return Effect.callback<WsEvent>((resume) => {
      const check = () => {
        const found = find()
        if (found === undefined) return
        this.waiters.delete(check)
        resume(Effect.succeed(found))
      }
      this.waiters.add(check)
      check()
      return Effect.sync(() => this.waiters.delete(check))
    }).pipe(
      Effect.timeoutOrElse({
        duration: Duration.millis(ms),
        orElse: () =>
          Effect.fail(
            new Cause.TimeoutError(
              `no ${kind} event within ${ms} ms; saw ${JSON.stringify(this.events.map((e) => [e.kind, e.event.op ?? e.event.topic]))}`
            )
          )
      })
    )
  }
}

/** A WebsocketClient aimed at one emulator URL, closed with the test's scope. */
const wsClient = (options: ConstructorParameters<typeof WebsocketClient>[0]) =>
  Effect.map(
    Effect.acquireRelease(
      Effect.sync(() => new WebsocketClient(options, silent)),
      (client) => Effect.sync(() => client.closeAll(true))
    ),
    (client) => ({ client, recorder: new Recorder(client) })
  )

interface OrderItem {
  readonly orderId: string
  readonly orderLinkId: string
  readonly orderStatus: string
  readonly price: string
  readonly qty: string
}

const orderItems = (event: WsEvent): ReadonlyArray<OrderItem> =>
  Array.isArray(event.data) ? (event.data as ReadonlyArray<OrderItem>) : []

/** A resting buy price 10% under the best bid, on the 0.1 tick of linear BTCUSDT. */
const restingBuyPrice = (client: RestClientV5) =>
  Effect.gen(function* () {
    const tickers = yield* sdk(() => client.getTickers({ category: "linear", symbol: SYMBOL }))
    const bid = Number(tickers.result.list[0]?.bid1Price)
    expect(bid).toBeGreaterThan(0)
    return Math.floor(bid * 0.9)
  })

describe("bybit-api against the emulator", () => {
  it.live(
    "RestClientV5 reads server time, tickers, the order book and klines",
    () =>
      Effect.gen(function* () {
        const h = yield* Emulator.make({ port: 0, seed: 21 })
        const client = rest(h)

        const time = yield* sdk(() => client.getServerTime())
        expect(time.retCode).toBe(0)
        expect(Math.abs(Number(time.result.timeSecond) * 1000 - h.admin.now())).toBeLessThan(2_000)

        const tickers = yield* sdk(() => client.getTickers({ category: "linear", symbol: SYMBOL }))
        expect(tickers.retCode).toBe(0)
        expect(tickers.result.category).toBe("linear")
        const ticker = tickers.result.list[0]
        expect(ticker?.symbol).toBe(SYMBOL)
        expect(Number(ticker?.bid1Price)).toBeLessThan(Number(ticker?.ask1Price))
        expect(Number(ticker?.markPrice)).toBeGreaterThan(0)

        const book = yield* sdk(() => client.getOrderbook({ category: "linear", symbol: SYMBOL, limit: 5 }))
        expect(book.retCode).toBe(0)
        expect(book.result.s).toBe(SYMBOL)
        expect(book.result.b).toHaveLength(5)
        expect(book.result.a).toHaveLength(5)
        const bids = book.result.b.map(([price]) => Number(price))
        const asks = book.result.a.map(([price]) => Number(price))
        expect(bids).toEqual([...bids].sort((x, y) => y - x))
        expect(asks).toEqual([...asks].sort((x, y) => x - y))
        expect(bids[0]).toBeLessThan(asks[0] ?? 0)

        const klines = yield* sdk(() =>
          client.getKline({ category: "linear", symbol: SYMBOL, interval: "1", limit: 3 })
        )
        expect(klines.retCode).toBe(0)
        expect(klines.result.list).toHaveLength(3)
        const starts = klines.result.list.map(([start]) => Number(start))
        // newest first, one minute apart
        expect(starts).toEqual([starts[0], (starts[0] ?? 0) - 60_000, (starts[0] ?? 0) - 120_000])
        for (const [, open, high, low, close] of klines.result.list) {
          expect(Number(high)).toBeGreaterThanOrEqual(Math.max(Number(open), Number(close)))
          expect(Number(low)).toBeLessThanOrEqual(Math.min(Number(open), Number(close)))
        }
      }),
    15_000
  )

  it.live(
    "RestClientV5 through an HTTP proxy: the absolute-form requests axios sends to the proxy are answered",
    () =>
      Effect.gen(function* () {
        const h = yield* Emulator.make({ port: 0, seed: 23 })
        // the emulator stands as the proxy: axios writes `GET http://api.bybit.com/v5/... HTTP/1.1` to it
        const port = Number(new URL(h.rest).port)
        const client = new RestClientV5(
          { key: h.apiKey, secret: h.apiSecret, baseUrl: "http://api.bybit.com" },
          { proxy: { host: "127.0.0.1", port, protocol: "http" } }
        )
        const time = yield* sdk(() => client.getServerTime())
        expect(time.retCode).toBe(0)
        const tickers = yield* sdk(() => client.getTickers({ category: "linear", symbol: SYMBOL }))
        expect(tickers.result.list[0]?.symbol).toBe(SYMBOL)
        // signed: the signature covers the query, not the target's form
        const wallet = yield* sdk(() => client.getWalletBalance({ accountType: "UNIFIED" }))
        expect(wallet.retCode).toBe(0)
        expect(wallet.result.list[0]?.accountType).toBe("UNIFIED")
      }),
    15_000
  )

  it.live(
    "RestClientV5 creates, amends and cancels an order, then reads the position and wallet a fill leaves",
    () =>
      Effect.gen(function* () {
        const h = yield* Emulator.make({ port: 0, seed: 22 })
        h.admin.setBalance("USDT", "10000")
        const client = rest(h)
        const price = yield* restingBuyPrice(client)

        const created = yield* sdk(() =>
          client.submitOrder({
            category: "linear",
            symbol: SYMBOL,
            side: "Buy",
            orderType: "Limit",
            qty: "0.01",
            price: String(price),
            timeInForce: "GTC",
            orderLinkId: "bybit-api-1"
          })
        )
        expect(created.retCode).toBe(0)
        expect(created.result.orderLinkId).toBe("bybit-api-1")
        const orderId = created.result.orderId

        const amended = yield* sdk(() =>
          client.amendOrder({ category: "linear", symbol: SYMBOL, orderId, price: String(price - 1), qty: "0.02" })
        )
        expect(amended.retCode).toBe(0)
        expect(amended.result.orderId).toBe(orderId)
        const open = yield* sdk(() => client.getActiveOrders({ category: "linear", symbol: SYMBOL, orderId }))
        expect(open.result.list).toHaveLength(1)
        expect(open.result.list[0]).toMatchObject({ orderStatus: "New", qty: "0.020", side: "Buy" })
        expect(Number(open.result.list[0]?.price)).toBe(price - 1)

        const cancelled = yield* sdk(() => client.cancelOrder({ category: "linear", symbol: SYMBOL, orderId }))
        expect(cancelled.retCode).toBe(0)
        expect(cancelled.result.orderId).toBe(orderId)
        const after = yield* sdk(() => client.getActiveOrders({ category: "linear", symbol: SYMBOL, orderId }))
        expect(after.result.list.map((o) => o.orderStatus)).toEqual(["Cancelled"])
        const again = yield* sdk(() => client.cancelOrder({ category: "linear", symbol: SYMBOL, orderId }))
        expect(again.retCode).toBe(110001)

        const market = yield* sdk(() =>
          client.submitOrder({ category: "linear", symbol: SYMBOL, side: "Buy", orderType: "Market", qty: "0.01" })
        )
        expect(market.retCode).toBe(0)
        const positions = yield* sdk(() => client.getPositionInfo({ category: "linear", symbol: SYMBOL }))
        expect(positions.retCode).toBe(0)
        expect(positions.result.list).toHaveLength(1)
        expect(positions.result.list[0]).toMatchObject({ symbol: SYMBOL, side: "Buy", size: "0.010", positionIdx: 0 })
        expect(Number(positions.result.list[0]?.avgPrice)).toBeGreaterThan(price)

        const wallet = yield* sdk(() => client.getWalletBalance({ accountType: "UNIFIED", coin: "USDT" }))
        expect(wallet.retCode).toBe(0)
        const account = wallet.result.list[0]
        expect(account?.accountType).toBe("UNIFIED")
        const usdt = account?.coin.find((c) => c.coin === "USDT")
        // the taker fee of the fill came out of the wallet, and the SDK sees what the exchange holds
        const held = h.admin.balances().find((c) => c.coin === "USDT")?.walletBalance
        expect(usdt?.walletBalance).toBe(held)
        expect(Number(usdt?.walletBalance)).toBeLessThan(10_000)
        expect(Number(usdt?.walletBalance)).toBeGreaterThan(9_999)
      }),
    15_000
  )

  it.live(
    "WebsocketClient authenticates on /v5/private and streams the order and position topics",
    () =>
      Effect.gen(function* () {
        const h = yield* Emulator.make({ port: 0, seed: 23 })
        const client = rest(h)
        const { client: ws, recorder } = yield* wsClient({ key: h.apiKey, secret: h.apiSecret, wsUrl: h.ws.private })
        yield* sdk(() => Promise.all(ws.subscribeV5(["order", "position"], "linear")))
        const auth = yield* recorder.waitFor("authenticated", () => true)
        expect(auth.wsKey).toBe("v5Private")
        yield* recorder.waitFor("response", (e) => e.op === "subscribe" && e.success === true)

        const price = yield* restingBuyPrice(client)
        const created = yield* sdk(() =>
          client.submitOrder({
            category: "linear",
            symbol: SYMBOL,
            side: "Buy",
            orderType: "Limit",
            qty: "0.01",
            price: String(price),
            orderLinkId: "ws-order-1"
          })
        )
        expect(created.retCode).toBe(0)
        const isOrder = (status: string) => (e: WsEvent) =>
          e.topic === "order" && orderItems(e).some((o) => o.orderLinkId === "ws-order-1" && o.orderStatus === status)
        const placed = yield* recorder.waitFor("update", isOrder("New"))
        expect(orderItems(placed).find((o) => o.orderLinkId === "ws-order-1")).toMatchObject({
          orderId: created.result.orderId,
          qty: "0.010"
        })

        yield* sdk(() => client.cancelOrder({ category: "linear", symbol: SYMBOL, orderLinkId: "ws-order-1" }))
        yield* recorder.waitFor("update", isOrder("Cancelled"))

        yield* sdk(() =>
          client.submitOrder({ category: "linear", symbol: SYMBOL, side: "Buy", orderType: "Market", qty: "0.01" })
        )
        const position = yield* recorder.waitFor(
          "update",
          (e) =>
            e.topic === "position" &&
            Array.isArray(e.data) &&
            (e.data as ReadonlyArray<{ readonly symbol: string; readonly size: string }>).some(
              (p) => p.symbol === SYMBOL && p.size === "0.010"
            )
        )
        expect(position.wsKey).toBe("v5Private")
      }),
    15_000
  )

  it.live(
    "WebsocketClient streams a public order book: snapshot, then deltas with increasing u",
    () =>
      Effect.gen(function* () {
        const h = yield* Emulator.make({ port: 0, seed: 24 })
        const { client: ws, recorder } = yield* wsClient({ wsUrl: h.ws.linear })
        const topic = `orderbook.50.${SYMBOL}`
        yield* sdk(() => Promise.all(ws.subscribeV5([topic], "linear")))
        const snapshot = yield* recorder.waitFor("update", (e) => e.topic === topic && e.type === "snapshot")
        const book = snapshot.data as { readonly s: string; readonly b: ReadonlyArray<unknown>; readonly u: number }
        expect(book.s).toBe(SYMBOL)
        expect(book.b).toHaveLength(50)
        const delta = yield* recorder.waitFor("update", (e) => e.topic === topic && e.type === "delta")
        expect((delta.data as { readonly u: number }).u).toBe(book.u + 1)
      }),
    15_000
  )

  it.live(
    "WebsocketAPIClient creates, amends and cancels an order over /v5/trade",
    () =>
      Effect.gen(function* () {
        const h = yield* Emulator.make({ port: 0, seed: 25 })
        const client = rest(h)
        const price = yield* restingBuyPrice(client)
        const api = yield* Effect.acquireRelease(
          Effect.sync(
            () =>
              new WebsocketAPIClient(
                { key: h.apiKey, secret: h.apiSecret, wsUrl: h.ws.trade, attachEventListeners: false },
                silent
              )
          ),
          (client) => Effect.sync(() => client.getWSClient().closeAll(true))
        )
        const order = { category: "linear", symbol: SYMBOL, orderLinkId: "wsapi-1" } as const
        const created = yield* sdk(() =>
          api.submitNewOrder({ ...order, side: "Buy", orderType: "Limit", qty: "0.01", price: String(price) })
        )
        expect(created).toMatchObject({ retCode: 0, op: "order.create", data: { orderLinkId: "wsapi-1" } })
        const amended = yield* sdk(() => api.amendOrder({ ...order, price: String(price - 2) }))
        expect(amended).toMatchObject({ retCode: 0, op: "order.amend", data: { orderId: created.data.orderId } })
        const open = yield* sdk(() => client.getActiveOrders({ ...order }))
        expect(open.result.list.map((o) => [o.orderStatus, Number(o.price)])).toEqual([["New", price - 2]])
        const cancelled = yield* sdk(() => api.cancelOrder(order))
        expect(cancelled).toMatchObject({ retCode: 0, op: "order.cancel", data: { orderId: created.data.orderId } })
      }),
    15_000
  )

  it.live(
    "RestClientV5 gets 10004 for a tampered secret, and the order is not placed",
    () =>
      Effect.gen(function* () {
        const h = yield* Emulator.make({ port: 0, seed: 26 })
        const last = h.apiSecret.slice(-1)
        const tampered = rest(h, `${h.apiSecret.slice(0, -1)}${last === "a" ? "b" : "a"}`)
        const wallet = yield* sdk(() => tampered.getWalletBalance({ accountType: "UNIFIED" }))
        expect(wallet.retCode).toBe(10004)
        expect(wallet.retMsg).toContain("error sign!")
        const order = yield* sdk(() =>
          tampered.submitOrder({ category: "linear", symbol: SYMBOL, side: "Buy", orderType: "Market", qty: "0.01" })
        )
        expect(order.retCode).toBe(10004)
        const positions = yield* sdk(() => rest(h).getPositionInfo({ category: "linear", symbol: SYMBOL }))
        expect(positions.result.list.map((p) => p.size)).toEqual(["0.000"])
      }),
    15_000
  )

  it.live(
    "RestClientV5 gets 10002 when its timestamp is older than recv_window, and passes once it syncs the server time",
    () =>
      Effect.gen(function* () {
        const h = yield* Emulator.make({ port: 0, seed: 27 })
        h.admin.moveClock(60_000)
        const late = yield* sdk(() => rest(h).getWalletBalance({ accountType: "UNIFIED" }))
        expect(late.retCode).toBe(10002)
        expect(late.retMsg).toContain("recv_window")
        // the SDK's own remedy: offset its clock by /v5/market/time before each private call
        const synced = new RestClientV5({
          key: h.apiKey,
          secret: h.apiSecret,
          baseUrl: h.rest,
          syncTimeBeforePrivateRequests: true
        })
        const wallet = yield* sdk(() => synced.getWalletBalance({ accountType: "UNIFIED" }))
        expect(wallet.retCode).toBe(0)
      }),
    15_000
  )
})
