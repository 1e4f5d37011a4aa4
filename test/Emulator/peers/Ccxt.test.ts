/**
 * `ccxt` (pinned as a devDependency) against the emulator, unchanged but for its URL options (`urls.api` for REST;
 * for ccxt pro also `urls.api.ws` and the `httpAgent` it needs to open a `ws://` URL) and `enableRateLimit: false`.
 * ccxt loads every market and, with a key, the coin list and account mode before its first call, signs in its own
 * style and maps retCodes to its own error classes, so these tests check the emulator against what a second
 * independent client sends and expects. Live clock.
 */
import * as http from "node:http"
import { describe, expect, it } from "@effect/vitest"
import { AuthenticationError, bybit, InvalidNonce, pro } from "ccxt"
import * as Cause from "effect/Cause"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Emulator from "../../../src/Emulator/Emulator.js"

const PERP = "BTC/USDT:USDT"

const timeout = (what: string, ms: number) => ({
  duration: Duration.millis(ms),
  orElse: () => Effect.fail(new Cause.TimeoutError(`${what} took over ${ms} ms`))
})

/** A settled ccxt promise; a rejection fails the test with ccxt's error. */
const call = <A>(f: () => Promise<A>, ms = 5_000) => Effect.promise(f).pipe(Effect.timeoutOrElse(timeout("ccxt", ms)))

/** The rejection of a ccxt promise that must fail. */
const rejection = <A>(f: () => Promise<A>, ms = 5_000) =>
  Effect.tryPromise({ try: f, catch: (cause) => cause }).pipe(Effect.timeoutOrElse(timeout("ccxt", ms)), Effect.flip)

// Every REST host ccxt's bybit knows, so nothing leaves the machine.
const restUrls = (h: Emulator.EmulatorHandle) => ({
  spot: h.rest,
  futures: h.rest,
  v2: h.rest,
  public: h.rest,
  private: h.rest
})

const config = (h: Emulator.EmulatorHandle, secret = h.apiSecret) => ({
  apiKey: h.apiKey,
  secret,
  enableRateLimit: false,
  urls: { api: restUrls(h) }
})

const client = (h: Emulator.EmulatorHandle, secret = h.apiSecret) => new bybit(config(h, secret))

describe("ccxt (bybit) against the emulator", () => {
  it.live(
    "loads the markets and reads a ticker, the order book and OHLCV",
    () =>
      Effect.gen(function* () {
        const h = yield* Emulator.make({ port: 0, seed: 31 })
        const ex = client(h)
        const markets = yield* call(() => ex.loadMarkets())
        expect(markets[PERP]).toMatchObject({ id: "BTCUSDT", type: "swap", linear: true, settle: "USDT" })
        expect(markets["BTC/USDT"]).toMatchObject({ id: "BTCUSDT", type: "spot" })
        expect(markets["BTC/USD:BTC"]).toMatchObject({ id: "BTCUSD", inverse: true })
        expect(Object.values(markets).some((m) => m?.type === "option")).toBe(true)

        const ticker = yield* call(() => ex.fetchTicker(PERP))
        expect(ticker.symbol).toBe(PERP)
        expect(ticker.bid).toBeLessThan(ticker.ask ?? 0)
        expect(ticker.last).toBeGreaterThan(0)
        expect(ticker.markPrice).toBeGreaterThan(0)

        const book = yield* call(() => ex.fetchOrderBook(PERP, 25))
        expect(book.symbol).toBe(PERP)
        expect(book.bids).toHaveLength(25)
        expect(book.asks).toHaveLength(25)
        const bids = book.bids.map(([price]) => Number(price))
        const asks = book.asks.map(([price]) => Number(price))
        expect(bids).toEqual([...bids].sort((x, y) => y - x))
        expect(asks).toEqual([...asks].sort((x, y) => x - y))
        expect(bids[0]).toBeLessThan(asks[0] ?? 0)

        const candles = yield* call(() => ex.fetchOHLCV(PERP, "1m", undefined, 5))
        expect(candles).toHaveLength(5)
        const starts = candles.map(([t]) => Number(t))
        // ccxt sorts oldest first
        expect(starts.slice(1).map((t, i) => t - (starts[i] ?? 0))).toEqual([60_000, 60_000, 60_000, 60_000])
        for (const [, open, high, low, close] of candles) {
          expect(Number(high)).toBeGreaterThanOrEqual(Math.max(Number(open), Number(close)))
          expect(Number(low)).toBeLessThanOrEqual(Math.min(Number(open), Number(close)))
        }
      }),
    20_000
  )

  it.live(
    "creates, edits and cancels a limit order, then reads the position and balance a fill leaves",
    () =>
      Effect.gen(function* () {
        const h = yield* Emulator.make({ port: 0, seed: 32 })
        h.admin.setBalance("USDT", "10000")
        const ex = client(h)
        const ticker = yield* call(() => ex.fetchTicker(PERP))
        const price = Math.floor((ticker.bid ?? 0) * 0.9)

        const created = yield* call(() =>
          ex.createOrder(PERP, "limit", "buy", 0.01, price, { clientOrderId: "ccxt-1" })
        )
        expect(created.clientOrderId).toBe("ccxt-1")
        const id = created.id ?? ""
        expect(id).not.toBe("")
        const placed = yield* call(() => ex.fetchOpenOrder(id, PERP))
        expect(placed).toMatchObject({
          id,
          status: "open",
          side: "buy",
          type: "limit",
          price,
          amount: 0.01
        })

        const edited = yield* call(() => ex.editOrder(id, PERP, "limit", "buy", 0.02, price - 1))
        expect(edited.id).toBe(id)
        const amended = yield* call(() => ex.fetchOpenOrder(id, PERP))
        expect(amended).toMatchObject({ status: "open", price: price - 1, amount: 0.02, remaining: 0.02 })

        const cancelled = yield* call(() => ex.cancelOrder(id, PERP))
        expect(cancelled.id).toBe(id)
        const closed = yield* call(() => ex.fetchCanceledAndClosedOrders(PERP))
        expect(closed.find((o) => o.id === id)?.status).toBe("canceled")
        expect(yield* call(() => ex.fetchOpenOrders(PERP))).toEqual([])

        yield* call(() => ex.createOrder(PERP, "market", "buy", 0.01))
        const positions = yield* call(() => ex.fetchPositions([PERP]))
        expect(positions).toHaveLength(1)
        expect(positions[0]).toMatchObject({ symbol: PERP, side: "long", contracts: 0.01 })
        expect(positions[0]?.entryPrice).toBeGreaterThan(price)

        const balance = yield* call(() => ex.fetchBalance())
        const held = Number(h.admin.balances().find((c) => c.coin === "USDT")?.walletBalance)
        // the taker fee came out of the wallet
        expect(balance.USDT?.total).toBe(held)
        expect(held).toBeLessThan(10_000)
        expect(held).toBeGreaterThan(9_999)
      }),
    20_000
  )

  it.live(
    "ccxt pro streams the private order topic for an order placed over REST",
    () =>
      Effect.gen(function* () {
        const h = yield* Emulator.make({ port: 0, seed: 33 })
        const ws = {
          public: { spot: h.ws.spot, linear: h.ws.linear, inverse: h.ws.inverse, option: h.ws.option },
          private: {
            spot: { unified: h.ws.private, nonUnified: h.ws.private },
            contract: h.ws.private,
            usdc: h.ws.private,
            trade: h.ws.trade
          }
        }
        const ex = yield* Effect.acquireRelease(
          Effect.sync(
            () =>
              // ccxt opens ws:// (not wss://) URLs only through an http agent it is given
              new pro.bybit({ ...config(h), urls: { api: { ...restUrls(h), ws } }, httpAgent: new http.Agent() })
          ),
          (ex) => Effect.promise(() => ex.close())
        )
        yield* call(() => ex.loadMarkets())
        const ticker = yield* call(() => ex.watchTicker(PERP))
        expect(ticker.symbol).toBe(PERP)
        expect(ticker.bid).toBeLessThan(ticker.ask ?? 0)

        const price = Math.floor((ticker.bid ?? 0) * 0.9)
        const watching = yield* Effect.forkChild(call(() => ex.watchOrders(PERP), 10_000))
        // ccxt does not wait for the subscription's ack, so an order placed before the emulator has read the
        // subscribe frame is not pushed: place one every half second until the stream answers
        const sent: Array<string> = []
        const place = Effect.suspend(() => {
          const clientOrderId = `pro-${sent.length}`
          sent.push(clientOrderId)
          return call(() => ex.createOrder(PERP, "limit", "buy", 0.01, price, { clientOrderId }))
        })
        const orders = yield* Effect.race(
          Fiber.join(watching),
          Effect.forever(Effect.andThen(place, Effect.sleep(Duration.millis(500))))
        )
        const pushed = orders.filter((o) => o.clientOrderId !== undefined && sent.includes(o.clientOrderId))
        expect(pushed.length).toBeGreaterThan(0)
        expect(pushed[0]).toMatchObject({ symbol: PERP, status: "open", side: "buy", price, amount: 0.01, filled: 0 })
        // the exchange holds the order the stream reported
        const open = yield* call(() => ex.fetchOpenOrders(PERP))
        expect(open.map((o) => o.id)).toContain(pushed[0]?.id)
      }),
    20_000
  )

  it.live(
    "gets 10004 (AuthenticationError) for a tampered secret",
    () =>
      Effect.gen(function* () {
        const h = yield* Emulator.make({ port: 0, seed: 34 })
        const ex = client(h)
        yield* call(() => ex.loadMarkets())
        const last = h.apiSecret.slice(-1)
        ex.secret = `${h.apiSecret.slice(0, -1)}${last === "a" ? "b" : "a"}`
        const balance = yield* rejection(() => ex.fetchBalance())
        expect(balance).toBeInstanceOf(AuthenticationError)
        expect(String(balance)).toContain('"retCode":10004')
        const order = yield* rejection(() => ex.createOrder(PERP, "market", "buy", 0.01))
        expect(order).toBeInstanceOf(AuthenticationError)
        expect(String(order)).toContain('"retCode":10004')
        // a client built with the tampered secret fails already while loading its markets (the coin list is private)
        const fresh = yield* rejection(() => client(h, ex.secret).loadMarkets())
        expect(fresh).toBeInstanceOf(AuthenticationError)
      }),
    20_000
  )

  it.live(
    "gets 10002 (InvalidNonce) when its timestamp is older than recv_window, and passes after adjusting for the time difference",
    () =>
      Effect.gen(function* () {
        const h = yield* Emulator.make({ port: 0, seed: 35 })
        const ex = client(h)
        yield* call(() => ex.loadMarkets())
        h.admin.moveClock(60_000)
        const late = yield* rejection(() => ex.fetchBalance())
        expect(late).toBeInstanceOf(InvalidNonce)
        expect(String(late)).toContain('"retCode":10002')
        // ccxt's own remedy: read /v5/market/time and stamp requests with the server's clock
        ex.options.adjustForTimeDifference = true
        yield* call(() => ex.loadTimeDifference())
        const balance = yield* call(() => ex.fetchBalance())
        expect(balance.USDT?.total).toBeGreaterThan(0)
      }),
    20_000
  )
})
