import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Option from "effect/Option"
import * as Schedule from "effect/Schedule"
import * as Stream from "effect/Stream"
import * as Tracer from "effect/Tracer"
import { subscribeSpan } from "../../src/Observability/Spans.js"
import * as BybitSocket from "../../src/Socket/BybitSocket.js"
import * as TickerState from "../../src/Socket/TickerState.js"
import * as Topics from "../../src/Socket/Topics.js"
import { readWsFixture } from "../Schema/agreement.js"
import { waitFor } from "../support/WaitFor.js"
import * as WsTestServer from "../support/WsTestServer.js"

// Long pong and acknowledgement timeouts: on a loaded machine a late pong closed the socket (losing the frames
// broadcast meanwhile), and none of these tests is about either.
const options: BybitSocket.Options = {
  pingInterval: "1 second",
  pongTimeout: "5 seconds",
  reconnect: Schedule.spaced("50 millis"),
  ackTimeout: "10 seconds"
}

// Waits until the server acknowledged a subscription to the topic (the ack is sent right after it is received, so
// a frame broadcast after this follows it; the stream's listener was in place before the subscribe went out).
const subscribed = (server: WsTestServer.WsTestServer, topic: string) =>
  waitFor(
    () => server.received.some((f) => f.op === "subscribe" && (f.args as ReadonlyArray<string>).includes(topic)),
    `the subscribe to ${topic} at the server`
  )

const collect = <A, E, R>(stream: Stream.Stream<A, E, R>, n: number) => Stream.runCollect(Stream.take(stream, n))

/**
 * `effect` under a tracer that counts its ended subscribe spans: a subscription that ended is registered with its
 * connection (its listener gets the topic's next frame), which a join of a held topic shows nowhere else.
 */
const countingSubscribes = <A, E, R>(effect: Effect.Effect<A, E, R>) => {
  let ended = 0
  class Counted extends Tracer.NativeSpan {
    override end(endTime: bigint, exit: Parameters<Tracer.NativeSpan["end"]>[1]): void {
      if (this.status._tag !== "Ended" && this.name === subscribeSpan) ended++
      super.end(endTime, exit)
    }
  }
  const tracer = Tracer.make({ span: (options) => new Counted(options) })
  return { effect: Effect.withTracer(effect, tracer), ended: () => ended }
}

describe("Topics", () => {
  describe("topic values", () => {
    it("name the topic and the markets that offer it", () => {
      expect(Topics.orderbook(50, "BTCUSDT")).toMatchObject({
        name: "orderbook.50.BTCUSDT",
        markets: ["spot", "linear", "inverse"]
      })
      expect(Topics.orderbook(25, "BTC-27MAR26-70000-C").markets).toEqual(["option"])
      expect(Topics.orderbookFull("BTCUSDT").name).toBe("orderbook.full.BTCUSDT")
      expect(Topics.orderbookRpi("BTCUSDT").name).toBe("orderbook.rpi.BTCUSDT")
      expect(Topics.publicTrade("BTC").markets).toEqual(["spot", "linear", "inverse", "option"])
      expect(Topics.kline("5", "BTCUSDT").name).toBe("kline.5.BTCUSDT")
      expect(Topics.allLiquidation("ROSEUSDT").markets).toEqual(["linear", "inverse"])
      expect(Topics.insurance("USDT").markets).toEqual(["linear"])
      expect(Topics.insurance("inverse").markets).toEqual(["inverse"])
      expect(Topics.adlAlert("USDC")).toMatchObject({ name: "adlAlert.USDC", markets: ["linear"] })
      expect(Topics.priceLimit("BTCUSDT").name).toBe("priceLimit.BTCUSDT")
      expect(Topics.systemStatus).toMatchObject({ name: "system.status", markets: ["misc"] })
      expect([
        Topics.position().name,
        Topics.position("linear").name,
        Topics.execution("spot").name,
        Topics.executionFast().name,
        Topics.executionFast("inverse").name,
        Topics.order("option").name,
        Topics.wallet.name,
        Topics.greeks.name,
        Topics.dcp("future").name
      ]).toEqual([
        "position",
        "position.linear",
        "execution.spot",
        "execution.fast",
        "execution.fast.inverse",
        "order.option",
        "wallet",
        "greeks",
        "dcp.future"
      ])
    })

    it("the types keep a topic to the markets that offer it", () => {
      const ok = [
        Topics.subscribe(Topics.orderbook(50, "BTCUSDT"), "spot"),
        Topics.subscribe(Topics.orderbook(100, "BTC-27MAR26-70000-C"), "option"),
        Topics.subscribe(Topics.insurance("inverse"), "inverse"),
        Topics.subscribe(Topics.systemStatus, "misc"),
        Topics.subscribe(Topics.wallet),
        Topics.subscribe(Topics.order("spot"), "private")
      ]
      const wrong = [
        // @ts-expect-error depth 50 is not offered on option
        Topics.subscribe(Topics.orderbook(50, "BTCUSDT"), "option"),
        // @ts-expect-error USDT insurance lives on the linear market
        Topics.subscribe(Topics.insurance("USDT"), "inverse"),
        // @ts-expect-error a private topic on a public market
        Topics.subscribe(Topics.wallet, "linear"),
        // @ts-expect-error a public topic needs its category
        Topics.subscribe(Topics.tickers("BTCUSDT")),
        // @ts-expect-error system.status lives on the misc stream only
        Topics.subscribe(Topics.systemStatus, "linear")
      ]
      // building a stream subscribes nothing: these are only type checks, run lazily
      expect([...ok, ...wrong].every((stream) => Stream.isStream(stream))).toBe(true)
    })

    it("validate with the derived validator", () => {
      const topic = Topics.publicTrade("BTCUSDT")
      const message = readWsFixture("publicTrade").message
      expect(topic.validate(message)).toBe(message)
      expect(topic.validate({ ...message, data: [{}] })).toBeUndefined()
    })

    it.effect("a depth the category does not offer fails the subscription without a round trip", () =>
      Effect.gen(function* () {
        const error = yield* Effect.flip(
          // a JavaScript caller can pass any depth; TypeScript rejects this call
          Stream.runDrain(Topics.subscribe(Topics.orderbook(500 as 50, "BTCUSDT"), "linear"))
        )
        expect(error._tag).toBe("SubscribeFailed")
        expect(error.message).toBe("(orderbook.500.BTCUSDT) failed to subscribe")
      }).pipe(Effect.provideService(BybitSocket.BybitSocket, {} as BybitSocket.BybitSocketService))
    )

    it.effect("from plain JavaScript, a topic maker not called or a non-topic fails typed, without a round trip", () =>
      Effect.gen(function* () {
        const uncalled = yield* Effect.flip(
          // plain JavaScript: `Topics.order` for `Topics.order()`; TypeScript rejects both calls
          Stream.runDrain(Topics.subscribe(Topics.order as unknown as Topics.Topic<unknown, "private">))
        )
        expect(uncalled._tag).toBe("InvalidTopics")
        expect(uncalled.message).toBe(
          "cannot subscribe on private: order is a function that makes a topic: call it (e.g. Topics.order(…))"
        )
        for (const given of ["orderbook.50.BTCUSDT", undefined, null, { name: "tickers.BTCUSDT" }]) {
          const error = yield* Effect.flip(
            Stream.runDrain(Topics.subscribe(given as unknown as Topics.Topic<unknown, "linear">, "linear"))
          )
          expect(error._tag).toBe("InvalidTopics")
          expect(error.message).toContain("not a topic")
        }
      }).pipe(Effect.provideService(BybitSocket.BybitSocket, {} as BybitSocket.BybitSocketService))
    )
  })

  it.live("streams typed orderbook messages from the socket", () =>
    WsTestServer.withClient(options, (server) =>
      Effect.gen(function* () {
        const topic = Topics.orderbook(50, "BTCUSDT")
        const got = yield* Effect.forkChild(collect(Topics.subscribe(topic, "linear"), 2))
        yield* subscribed(server, topic.name)
        server.broadcast(readWsFixture("orderbook.snapshot").message)
        server.broadcast({ topic: "orderbook.50.ETHUSDT", type: "snapshot", ts: 1, data: {} })
        server.broadcast(readWsFixture("orderbook.delta").message)
        const messages = yield* Fiber.join(got)
        expect(messages.map((m) => [m.type, m.data.u])).toEqual([
          ["snapshot", 18521288],
          ["delta", 177400507]
        ])
        expect(messages[1]?.data.b[1]).toEqual(["30240.00", "0"])
      })
    )
  )

  it.live("frames buffered between pulls reach the consumer as one chunk", () =>
    WsTestServer.withClient(options, (server) =>
      Effect.gen(function* () {
        const pull = yield* Stream.toPull(Topics.subscribe(Topics.publicTrade("BTCUSDT"), "linear"))
        const trade = readWsFixture("publicTrade").message
        const first = yield* Effect.forkChild(pull)
        yield* subscribed(server, "publicTrade.BTCUSDT")
        server.broadcast(trade)
        expect((yield* Fiber.join(first)).length).toBe(1)
        // a second listener on the topic counts the frames as the socket hands them out (to every listener of the
        // topic in one step): once it has all 20, so has the stream's buffer
        let arrived = 0
        const conn = yield* Effect.flatMap(BybitSocket.BybitSocket, (socket) => socket.connection("linear"))
        yield* conn.subscribe(["publicTrade.BTCUSDT"], () => {
          arrived++
        })
        for (let i = 0; i < 20; i++) server.broadcast({ ...trade, ts: i })
        yield* waitFor(() => arrived === 20, "20 trades at the counting listener")
        const chunk = yield* pull
        expect(chunk.map((m) => m.ts)).toEqual(Array.from({ length: 20 }, (_, i) => i))
      })
    )
  )

  it.live("an invalid frame fails the stream with TopicDecodeError naming the path", () =>
    WsTestServer.withClient(options, (server) =>
      Effect.gen(function* () {
        const topic = Topics.kline("5", "BTCUSDT")
        const kline = readWsFixture("kline").message as { data: Array<Record<string, unknown>> }
        const run = yield* Effect.forkChild(Effect.result(collect(Topics.subscribe(topic, "linear"), 3)))
        yield* subscribed(server, topic.name)
        server.broadcast(kline)
        server.broadcast({ ...kline, data: [{ ...kline.data[0], close: 16677 }] })
        const result = yield* Fiber.join(run)
        expect(result._tag).toBe("Failure")
        if (result._tag === "Failure") {
          expect(result.failure._tag).toBe("TopicDecodeError")
          if (result.failure._tag === "TopicDecodeError") {
            expect(result.failure.topic).toBe("kline.5.BTCUSDT")
            expect(result.failure.issue).toContain("close")
            expect(result.failure.sample.startsWith('{"topic":"kline.5.BTCUSDT"')).toBe(true)
          }
        }
      })
    )
  )

  it.live('with onInvalid: "skip" an invalid frame is dropped and the stream goes on', () =>
    WsTestServer.withClient(options, (server) =>
      Effect.gen(function* () {
        const topic = Topics.allLiquidation("ROSEUSDT")
        const message = readWsFixture("allLiquidation").message
        const got = yield* Effect.forkChild(collect(Topics.subscribe(topic, "linear", { onInvalid: "skip" }), 2))
        yield* subscribed(server, topic.name)
        server.broadcast({ ...message, ts: 1 })
        server.broadcast({ ...message, ts: 2, data: [{ T: "not a number" }] })
        server.broadcast({ ...message, ts: 3 })
        expect((yield* Fiber.join(got)).map((m) => m.ts)).toEqual([1, 3])
      })
    )
  )

  it.live("a refused topic fails with SubscribeFailed", () =>
    WsTestServer.withClient(options, (server) =>
      Effect.gen(function* () {
        server.refuse.add("tickers.NOPE")
        const error = yield* Effect.flip(Stream.runDrain(Topics.subscribe(Topics.tickers("NOPE"), "spot")))
        expect(error.message).toBe("(tickers.NOPE) failed to subscribe")
      })
    )
  )

  it.live("private topics need no market argument", () =>
    WsTestServer.withClient(options, (server) =>
      Effect.gen(function* () {
        const got = yield* Effect.forkChild(collect(Topics.subscribe(Topics.order()), 1))
        yield* subscribed(server, "order")
        server.broadcast(readWsFixture("order").message)
        const [message] = yield* Fiber.join(got)
        expect(message?.data[0]?.orderStatus).toBe("Filled")
        expect(message?.data[0]?.category).toBe("option")
        expect(server.received.some((f) => f.op === "auth")).toBe(true)
      })
    )
  )

  describe("ticker state", () => {
    const snapshot = readWsFixture("tickers.linear").message as {
      data: Record<string, unknown>
    } & Record<string, unknown>
    const delta = (ts: number, data: Record<string, string>) => ({
      topic: "tickers.BTCUSDT",
      type: "delta",
      data: { symbol: "BTCUSDT", ...data },
      cs: ts,
      ts
    })

    it("merges deltas into the last snapshot; an absent field is unchanged", () => {
      const state = TickerState.make()
      expect(state.update(delta(1, { lastPrice: "1" }) as never)).toBeUndefined()
      expect(state.update(snapshot as never)).toBe(snapshot.data)
      const merged = state.update(delta(2, { lastPrice: "17300.00", bid1Size: "1.5" }) as never)
      expect(merged).toEqual({ ...snapshot.data, lastPrice: "17300.00", bid1Size: "1.5" })
      expect(snapshot.data.lastPrice).toBe("17216.00")
      const again = state.update(delta(3, { fundingRate: "0.0001" }) as never)
      expect(again).toEqual({ ...snapshot.data, lastPrice: "17300.00", bid1Size: "1.5", fundingRate: "0.0001" })
      expect(state.update({ ...snapshot, data: { symbol: "BTCUSDT", lastPrice: "1" } } as never)).toEqual({
        symbol: "BTCUSDT",
        lastPrice: "1"
      })
    })

    it.live("tickerState streams the merged ticker after every message", () =>
      WsTestServer.withClient(options, (server) =>
        Effect.gen(function* () {
          const got = yield* Effect.forkChild(collect(Topics.tickerState("BTCUSDT", "linear"), 3))
          yield* subscribed(server, "tickers.BTCUSDT")
          server.broadcast(delta(1, { lastPrice: "1" }))
          server.broadcast(snapshot)
          server.broadcast(delta(2, { lastPrice: "17300.00" }))
          server.broadcast(delta(3, { ask1Price: "17301.00" }))
          const tickers = yield* Fiber.join(got)
          expect(tickers.map((t) => [t.lastPrice, t.ask1Price, t.markPrice])).toEqual([
            ["17216.00", "17216.00", "17217.33"],
            ["17300.00", "17216.00", "17217.33"],
            ["17300.00", "17301.00", "17217.33"]
          ])
        })
      )
    )

    it.live(
      "a stream that joins a ticker other streams hold subscribes it again and starts from the new snapshot",
      () =>
        WsTestServer.withClient(options, (server) =>
          Effect.gen(function* () {
            const subscribes = () =>
              server.received.filter(
                (f) => f.op === "subscribe" && (f.args as ReadonlyArray<string>).includes("tickers.BTCUSDT")
              ).length
            const first = yield* Effect.forkChild(collect(Topics.tickerState("BTCUSDT", "linear"), 3))
            yield* subscribed(server, "tickers.BTCUSDT")
            server.broadcast(snapshot)
            // the second stream joins the held topic: nothing goes to the server, and it sees deltas only
            const joining = countingSubscribes(collect(Topics.tickerState("BTCUSDT", "linear"), 2))
            const second = yield* Effect.forkChild(joining.effect)
            yield* waitFor(() => joining.ended() === 1, "the second stream's subscription")
            // time for a subscribe the join should not send to show up (a slow machine can only hide one)
            yield* Effect.sleep("50 millis")
            expect(subscribes()).toBe(1)
            server.broadcast(delta(2, { lastPrice: "17300.00" }))
            // the delta it cannot use has the connection unsubscribe and subscribe the topic again, once
            yield* waitFor(() => subscribes() === 2, "the topic subscribed again")
            expect(
              server.received.filter(
                (f) => f.op === "unsubscribe" && (f.args as ReadonlyArray<string>).includes("tickers.BTCUSDT")
              )
            ).toHaveLength(1)
            server.broadcast({ ...snapshot, data: { ...snapshot.data, lastPrice: "17400.00" }, ts: 3, cs: 3 })
            server.broadcast(delta(4, { ask1Price: "17401.00" }))
            const [a, b] = [yield* Fiber.join(first), yield* Fiber.join(second)]
            expect(a.map((t) => [t.lastPrice, t.ask1Price])).toEqual([
              ["17216.00", "17216.00"],
              ["17300.00", "17216.00"],
              // the fresh snapshot replaces the first stream's ticker
              ["17400.00", "17216.00"]
            ])
            expect(b.map((t) => [t.lastPrice, t.ask1Price, t.markPrice])).toEqual([
              ["17400.00", "17216.00", "17217.33"],
              ["17400.00", "17401.00", "17217.33"]
            ])
            expect(subscribes()).toBe(2)
          })
        )
    )
  })

  it.live("two streams of one topic share the subscription and both receive every message", () =>
    WsTestServer.withClient(options, (server) =>
      Effect.gen(function* () {
        const topic = Topics.priceLimit("BTCUSDT")
        const a = yield* Effect.forkChild(collect(Topics.subscribe(topic, "linear"), 1))
        const b = yield* Effect.forkChild(collect(Topics.subscribe(topic, "linear"), 1))
        // both listeners were added before the socket's subscribe went out (the connection opens after both
        // streams joined it), so both are there when the frame comes
        yield* subscribed(server, topic.name)
        server.broadcast(readWsFixture("priceLimit").message)
        const [[x], [y]] = [yield* Fiber.join(a), yield* Fiber.join(b)]
        expect(Option.fromNullishOr(x?.data.buyLmt)).toEqual(Option.some("114450.00"))
        expect(y?.data.sellLmt).toBe("103550.00")
      })
    )
  )
})
