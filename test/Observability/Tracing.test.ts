// Loaded first: the V5 barrel and its registry import each other, and the registry must be entered first.
import "../../src/Http/v5/all.js"
import { describe, expect, layer } from "@effect/vitest"
import * as Cause from "effect/Cause"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as HttpClient from "effect/http/HttpClient"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as Socket from "effect/socket/Socket"
import * as Tracer from "effect/Tracer"
import * as Bybit from "../../src/Bybit.js"
import * as Emulator from "../../src/Emulator/Emulator.js"
import * as SpotV1 from "../../src/Http/legacy/SpotV1.js"
import * as Transport from "../../src/Http/Transport.js"
import * as Account from "../../src/Http/v5/Account.js"
import * as Market from "../../src/Http/v5/Market.js"
import * as Trade from "../../src/Http/v5/Trade.js"
import * as Node from "../../src/node.js"
import * as Spans from "../../src/Observability/Spans.js"
import * as BybitSocket from "../../src/Socket/BybitSocket.js"
import * as TradeApi from "../../src/Socket/TradeApi.js"

// An in-memory tracer: every span the library (and the platform below it) makes, with its attributes, events and
// exit, kept for inspection. This is the pattern docs/OBSERVABILITY.md shows for exporting spans.
class RecordedSpan implements Tracer.Span {
  readonly _tag = "Span"
  readonly sampled = true
  readonly attributes = new Map<string, unknown>()
  readonly events: Array<{ readonly name: string; readonly attributes: Record<string, unknown> | undefined }> = []
  readonly links: Array<Tracer.SpanLink>
  status: Tracer.SpanStatus
  constructor(
    readonly name: string,
    readonly parent: Option.Option<Tracer.AnySpan>,
    readonly annotations: Context.Context<never>,
    links: ReadonlyArray<Tracer.SpanLink>,
    startTime: bigint,
    readonly kind: Tracer.SpanKind,
    readonly spanId: string,
    readonly traceId: string
  ) {
    this.links = [...links]
    this.status = { _tag: "Started", startTime }
  }
  end(endTime: bigint, exit: Exit.Exit<unknown, unknown>): void {
    this.status = { _tag: "Ended", startTime: this.status.startTime, endTime, exit }
  }
  attribute(key: string, value: unknown): void {
    this.attributes.set(key, value)
  }
  event(name: string, _startTime: bigint, attributes?: Record<string, unknown>): void {
    this.events.push({ name, attributes })
  }
  addLinks(links: ReadonlyArray<Tracer.SpanLink>): void {
    this.links.push(...links)
  }
}

const memoryTracer = (spans: Array<RecordedSpan>): Tracer.Tracer => {
  let next = 0
  return Tracer.make({
    span: ({ name, parent, annotations, links, startTime, kind }) => {
      const id = (++next).toString(16).padStart(16, "0")
      const traceId = Option.isSome(parent) ? parent.value.traceId : id.padStart(32, "0")
      const span = new RecordedSpan(name, parent, annotations, links, startTime, kind, id, traceId)
      spans.push(span)
      return span
    }
  })
}

/** What the scenario left behind: the spans, and the secrets that must appear in none of them. */
class Recorded extends Context.Service<
  Recorded,
  {
    readonly spans: ReadonlyArray<RecordedSpan>
    readonly apiKey: string
    readonly apiSecret: string
    readonly restSignatures: ReadonlyArray<string>
    readonly wsSignatures: ReadonlyArray<string>
  }
>()("test/Recorded") {}

const order = {
  category: "linear",
  symbol: "BTCUSDT",
  side: "Buy",
  orderType: "Limit",
  qty: "0.01",
  price: "1000"
} as const

// One run against the emulator with the in-memory tracer installed: a public and two signed REST calls and a
// refused one, a public and a private WebSocket subscription, and WebSocket orders (one refused).
const scenario = Layer.effect(
  Recorded,
  Effect.gen(function* () {
    const emulator = yield* Emulator.make({ port: 0, seed: 12 })
    emulator.admin.setBalance("USDT", "1000000")
    const spans: Array<RecordedSpan> = []
    const restSignatures: Array<string> = []
    const wsSignatures: Array<string> = []

    // the signatures actually sent, to look for them in the spans afterwards: REST headers and WebSocket auth frames
    const recordingHttp = Layer.effect(
      HttpClient.HttpClient,
      Effect.map(HttpClient.HttpClient, (client) =>
        HttpClient.tapRequest(client, (request) =>
          Effect.sync(() => {
            const sign = request.headers["x-bapi-sign"]
            if (sign !== undefined) restSignatures.push(sign)
          })
        )
      )
    )
    // traced calls go through the native transport (under a span of their own) when the platform has one
    const recordingTransport = Layer.effect(
      Transport.Transport,
      Effect.map(
        Transport.Transport,
        (transport): Transport.TransportService => ({
          send: (request) =>
            Effect.suspend(() => {
              for (const name in request.headers) {
                const value = request.headers[name]
                if (name.toLowerCase() === "x-bapi-sign" && value !== undefined) restSignatures.push(value)
              }
              return transport.send(request)
            })
        })
      )
    )
    const recordingWs = Layer.effect(
      Socket.WebSocketConstructor,
      Effect.map(Socket.WebSocketConstructor, (make) => (url: string, options?: Socket.WebSocketConstructorOptions) => {
        const ws = make(url, options)
        const send = ws.send.bind(ws)
        ws.send = (data) => {
          if (typeof data === "string" && data.includes('"auth"')) {
            const frame = JSON.parse(data) as { op?: string; args?: ReadonlyArray<unknown> }
            if (frame.op === "auth") wsSignatures.push(String(frame.args?.[2]))
          }
          send(data)
        }
        return ws
      })
    )
    const platform = Layer.mergeAll(
      Node.layer,
      recordingHttp.pipe(Layer.provide(Node.layer)),
      recordingTransport.pipe(Layer.provide(Node.layer)),
      recordingWs.pipe(Layer.provide(Node.layer))
    )
    const clients = TradeApi.layer().pipe(
      Layer.provideMerge(BybitSocket.layer({ pingInterval: "1 hour", ackTimeout: "5 seconds" })),
      Layer.provideMerge(
        Bybit.layer({
          environment: emulator.environment,
          credentials: { apiKey: emulator.apiKey, apiSecret: emulator.apiSecret }
        })
      ),
      Layer.provide(platform)
    )

    const run = Effect.gen(function* () {
      yield* Market.getTickers({ category: "linear", symbol: "BTCUSDT" })
      yield* Account.getWalletBalance({ accountType: "UNIFIED" })
      yield* Trade.submitOrder({ ...order, orderLinkId: "rest-1" })
      const refused = yield* Effect.flip(Trade.cancelOrder({ category: "linear", symbol: "BTCUSDT", orderId: "none" }))
      expect(refused._tag).toBe("OrderNotFound")
      // a pre-V5 signed GET carries api_key and sign in its query string: no span may record that URL
      yield* Effect.result(SpotV1.getOrder({ orderId: "1" }))

      const socket = yield* BybitSocket.BybitSocket
      // many frames, one subscription: spans are made per operation, never per message
      const frames = yield* BybitSocket.take(socket.subscribeV5("orderbook.1.BTCUSDT", "linear"), 5)
      expect(frames.map((frame) => frame.topic)).toEqual(Array(5).fill("orderbook.1.BTCUSDT"))
      yield* Effect.scoped(
        Effect.flatMap(socket.connection("private"), (conn) => conn.subscribe(["order"], () => undefined))
      ).pipe(Effect.withSpan("caller"))

      const placed = yield* TradeApi.createOrder({ ...order, orderLinkId: "ws-1" })
      const missing = yield* Effect.flip(
        TradeApi.cancelOrder({ category: "linear", symbol: "BTCUSDT", orderId: "none" })
      )
      expect(missing._tag).toBe("OrderNotFound")
      expect(placed.orderLinkId).toBe("ws-1")
    })
    // the tracer is installed around everything, layers included (the connections are made under it)
    yield* Effect.scoped(Effect.provide(run, clients)).pipe(Effect.withTracer(memoryTracer(spans)))
    return { spans, apiKey: emulator.apiKey, apiSecret: emulator.apiSecret, restSignatures, wsSignatures }
  })
)

const named = (spans: ReadonlyArray<RecordedSpan>, name: string) => spans.filter((span) => span.name === name)

const one = (spans: ReadonlyArray<RecordedSpan>, name: string, where: (span: RecordedSpan) => boolean = () => true) => {
  const found = named(spans, name).filter(where)
  expect(found.map((span) => span.name)).toEqual([name])
  return found[0] as RecordedSpan
}

const attributesOf = (span: RecordedSpan) => Object.fromEntries(span.attributes)

const exitOf = (span: RecordedSpan): Exit.Exit<unknown, unknown> => {
  expect(span.status._tag).toBe("Ended")
  return (span.status as Extract<Tracer.SpanStatus, { _tag: "Ended" }>).exit
}

const failureTag = (span: RecordedSpan): string | undefined => {
  const exit = exitOf(span)
  if (Exit.isSuccess(exit)) return undefined
  const failure = Option.getOrUndefined(Cause.findErrorOption(exit.cause)) as { readonly _tag?: string } | undefined
  return failure?._tag
}

const parentOf = (span: RecordedSpan): string | undefined =>
  Option.isSome(span.parent) ? span.parent.value.spanId : undefined

// Everything a span exporter sends: the name, every attribute, every event, the links, and for a failed span its
// status message and exceptions (`Cause.pretty`, `Cause.prettyErrors`, as Effect's OpenTelemetry tracer records
// them). A success value is not exported (the platform's client span ends with the raw response, request
// headers included: see docs/OBSERVABILITY.md).
const printed = (span: RecordedSpan): string => {
  const parts: Array<string> = [span.name, span.kind]
  for (const [key, value] of span.attributes) parts.push(key, String(value), JSON.stringify(value) ?? "")
  for (const event of span.events) parts.push(event.name, JSON.stringify(event.attributes) ?? "")
  for (const link of span.links) parts.push(JSON.stringify(link.attributes))
  if (span.status._tag === "Ended" && Exit.isFailure(span.status.exit)) {
    const cause = span.status.exit.cause
    parts.push(Cause.pretty(cause))
    for (const error of Cause.prettyErrors(cause)) parts.push(error.name, error.message, error.stack ?? "")
  }
  return parts.join("\n")
}

describe("tracing", () => {
  layer(scenario, { excludeTestServices: true, timeout: 30_000 })((it) => {
    it.effect("a public REST call is a client span with endpoint, method, category, symbol and retCode", () =>
      Effect.gen(function* () {
        const { spans } = yield* Recorded
        const span = one(spans, Spans.restSpan("getTickers"))
        expect(span.kind).toBe("client")
        expect(attributesOf(span)).toEqual({
          [Spans.Attributes.endpoint]: "/v5/market/tickers",
          [Spans.Attributes.method]: "GET",
          [Spans.Attributes.category]: "linear",
          [Spans.Attributes.symbol]: "BTCUSDT",
          [Spans.Attributes.retCode]: 0
        })
        expect(Exit.isSuccess(exitOf(span))).toBe(true)
        // the platform's HTTP span sits below it
        const http = spans.filter((s) => parentOf(s) === span.spanId)
        expect(http.map((s) => s.name)).toEqual(["http.client GET"])
        expect(http[0]?.traceId).toBe(span.traceId)
      })
    )

    it.effect("signed REST calls carry the same attributes; their auth headers are redacted", () =>
      Effect.gen(function* () {
        const { spans, restSignatures } = yield* Recorded
        expect(restSignatures.length).toBeGreaterThanOrEqual(3)
        const wallet = one(spans, Spans.restSpan("getWalletBalance"))
        expect(attributesOf(wallet)).toMatchObject({
          [Spans.Attributes.endpoint]: "/v5/account/wallet-balance",
          [Spans.Attributes.method]: "GET",
          [Spans.Attributes.retCode]: 0
        })
        expect(wallet.attributes.has(Spans.Attributes.category)).toBe(false)
        // no symbol in the call, none on its span
        expect(wallet.attributes.has(Spans.Attributes.symbol)).toBe(false)
        const submit = one(spans, Spans.restSpan("submitOrder"))
        expect(attributesOf(submit)).toMatchObject({
          [Spans.Attributes.endpoint]: "/v5/order/create",
          [Spans.Attributes.method]: "POST",
          [Spans.Attributes.category]: "linear",
          [Spans.Attributes.symbol]: "BTCUSDT",
          [Spans.Attributes.retCode]: 0
        })
        const http = one(spans, "http.client POST", (s) => parentOf(s) === submit.spanId)
        const headers = attributesOf(http)
        expect(String(headers["http.request.header.x-bapi-api-key"])).toBe("<redacted>")
        expect(String(headers["http.request.header.x-bapi-sign"])).toBe("<redacted>")
        expect(headers["http.request.header.x-bapi-timestamp"]).toMatch(/^\d+$/)
        // a refusal keeps its code, and the span fails with the catalogue error
        const cancel = one(spans, Spans.restSpan("cancelOrder"))
        expect(attributesOf(cancel)).toMatchObject({
          [Spans.Attributes.category]: "linear",
          [Spans.Attributes.retCode]: 110001
        })
        expect(failureTag(cancel)).toBe("OrderNotFound")
      })
    )

    it.effect("each socket is a root connect span; private and trade sockets have an auth span below it", () =>
      Effect.gen(function* () {
        const { spans } = yield* Recorded
        const connects = named(spans, Spans.connectSpan)
        expect(connects.map((s) => s.attributes.get(Spans.Attributes.market)).sort()).toEqual([
          "linear",
          "private",
          "trade"
        ])
        for (const connect of connects) {
          expect(connect.parent).toEqual(Option.none())
          expect(connect.kind).toBe("client")
          expect(connect.attributes.get(Spans.Attributes.reconnect)).toBe(false)
          expect(Exit.isSuccess(exitOf(connect))).toBe(true)
        }
        const linear = one(spans, Spans.connectSpan, (s) => s.attributes.get(Spans.Attributes.market) === "linear")
        expect(linear.attributes.get(Spans.Attributes.category)).toBe("linear")
        const auths = named(spans, Spans.authSpan)
        expect(auths.map((s) => s.attributes.get(Spans.Attributes.market)).sort()).toEqual(["private", "trade"])
        for (const auth of auths) {
          const market = auth.attributes.get(Spans.Attributes.market)
          const parent = one(spans, Spans.connectSpan, (s) => s.attributes.get(Spans.Attributes.market) === market)
          expect(parentOf(auth)).toBe(parent.spanId)
          expect(Exit.isSuccess(exitOf(auth))).toBe(true)
        }
        // the trade socket's auth answer has a retCode; the private one answers with `success` only
        const tradeAuth = one(spans, Spans.authSpan, (s) => s.attributes.get(Spans.Attributes.market) === "trade")
        expect(tradeAuth.attributes.get(Spans.Attributes.retCode)).toBe(0)
      })
    )

    it.effect("a subscription is a span with its market, category and topics, below the caller's span", () =>
      Effect.gen(function* () {
        const { spans } = yield* Recorded
        const subscribes = named(spans, Spans.subscribeSpan)
        expect(subscribes.map(attributesOf)).toEqual([
          {
            [Spans.Attributes.market]: "linear",
            [Spans.Attributes.category]: "linear",
            [Spans.Attributes.topics]: "orderbook.1.BTCUSDT"
          },
          { [Spans.Attributes.market]: "private", [Spans.Attributes.topics]: "order" }
        ])
        for (const span of subscribes) expect(Exit.isSuccess(exitOf(span))).toBe(true)
        const caller = one(spans, "caller")
        expect(parentOf(subscribes[1] as RecordedSpan)).toBe(caller.spanId)
      })
    )

    it.effect("spans are made per operation, never per message", () =>
      Effect.gen(function* () {
        const { spans } = yield* Recorded
        const counts: Record<string, number> = {}
        for (const span of spans) counts[span.name] = (counts[span.name] ?? 0) + 1
        expect(counts).toEqual({
          "Bybit.getTickers": 1,
          "Bybit.getWalletBalance": 1,
          "Bybit.submitOrder": 1,
          "Bybit.cancelOrder": 1,
          // the legacy signed GET: its span, and no platform span below it (its URL holds the key and signature)
          "Bybit.getOrder": 1,
          "http.client GET": 2,
          "http.client POST": 2,
          [Spans.connectSpan]: 3,
          [Spans.authSpan]: 2,
          [Spans.subscribeSpan]: 2,
          caller: 1,
          [Spans.tradeSpans.createOrder]: 1,
          [Spans.tradeSpans.cancelOrder]: 1
        })
      })
    )

    it.effect("WebSocket orders are spans with op, category, reqId and retCode", () =>
      Effect.gen(function* () {
        const { spans } = yield* Recorded
        const create = one(spans, Spans.tradeSpans.createOrder)
        expect(attributesOf(create)).toMatchObject({
          [Spans.Attributes.op]: "order.create",
          [Spans.Attributes.category]: "linear",
          [Spans.Attributes.retCode]: 0
        })
        expect(create.attributes.get(Spans.Attributes.reqId)).toEqual(expect.any(String))
        expect(Exit.isSuccess(exitOf(create))).toBe(true)
        const cancel = one(spans, Spans.tradeSpans.cancelOrder)
        expect(attributesOf(cancel)).toMatchObject({
          [Spans.Attributes.op]: "order.cancel",
          [Spans.Attributes.category]: "linear",
          [Spans.Attributes.retCode]: 110001
        })
        expect(cancel.attributes.get(Spans.Attributes.reqId)).not.toBe(create.attributes.get(Spans.Attributes.reqId))
        expect(failureTag(cancel)).toBe("OrderNotFound")
      })
    )

    it.effect("no span name, attribute, event or exit carries the API key, the secret or a signature", () =>
      Effect.gen(function* () {
        const recorded = yield* Recorded
        const { spans, apiKey, apiSecret, restSignatures, wsSignatures } = recorded
        // the run did sign REST requests and authenticate two sockets, and produced spans worth searching
        expect(restSignatures.length).toBeGreaterThanOrEqual(3)
        expect(wsSignatures.length).toBe(2)
        const everything = spans.map(printed).join("\n")
        expect(everything).toContain("http.request.header.x-bapi-api-key")
        expect(everything).toContain("OrderNotFound: Order does not exist")
        expect(spans.some((span) => span.name === Spans.restSpan("getOrder"))).toBe(true)
        expect(everything).not.toMatch(/[?&](api_key|sign)=/)
        for (const secret of [apiKey, apiSecret, ...restSignatures, ...wsSignatures]) {
          expect(secret.length).toBeGreaterThan(10)
          expect(everything).not.toContain(secret)
        }
      })
    )
  })
})
