// Loaded first: the V5 barrel and its registry import each other, and the registry must be entered first.
import "../../src/Http/v5/all.js"
import { describe, expect, it } from "@effect/vitest"
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as HttpClient from "effect/http/HttpClient"
import * as Layer from "effect/Layer"
import * as Logger from "effect/Logger"
import * as References from "effect/References"
import * as Tracer from "effect/Tracer"
import * as Bybit from "../../src/Bybit.js"
import * as Transport from "../../src/Http/Transport.js"
import * as Account from "../../src/Http/v5/Account.js"
import * as Trade from "../../src/Http/v5/Trade.js"
import * as Node from "../../src/node.js"
import * as Harness from "../support/Harness.js"
import { eventually } from "../support/WaitFor.js"

const seen = (value: unknown): string => {
  try {
    return `${JSON.stringify(value)} ${String(value)}`
  } catch {
    return String(value)
  }
}

describe("secrets", () => {
  it.live("no log, error, cause, toString, JSON or span attribute of a run carries the secret or a signature", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const emulator = yield* Harness.start({ seed: 5 })
        emulator.admin.setBalance("USDT", "1000000")
        const output: Array<string> = []
        const signatures: Array<string> = []

        // every log line, with its cause and annotations
        const logger = Logger.make(({ message, cause, fiber, logLevel }) => {
          const annotations = fiber.getRef(References.CurrentLogAnnotations)
          output.push(`${logLevel} ${seen(message)} ${Cause.pretty(cause)} ${seen(Object.entries(annotations))}`)
        })
        // every span, with its attributes, events and exit
        const base = yield* Effect.tracer
        const spans: Array<Tracer.Span> = []
        const tracer = Tracer.make({
          span: (options) => {
            const span = base.span(options)
            spans.push(span)
            return span
          },
          ...(base.context === undefined ? {} : { context: base.context })
        })
        // the signatures actually sent, to look for them afterwards
        const recording = Layer.effect(
          HttpClient.HttpClient,
          Effect.map(HttpClient.HttpClient, (client) =>
            HttpClient.tapRequest(client, (request) =>
              Effect.sync(() => {
                const sign = request.headers["x-bapi-sign"]
                if (sign !== undefined) signatures.push(sign)
              })
            )
          )
        ).pipe(Layer.provide(Node.layer))
        // traced calls go through the native transport (under a client span of their own)
        const recordingTransport = Layer.effect(
          Transport.Transport,
          Effect.map(
            Transport.Transport,
            (transport): Transport.TransportService => ({
              send: (request) =>
                Effect.suspend(() => {
                  for (const name in request.headers) {
                    const value = request.headers[name]
                    if (name.toLowerCase() === "x-bapi-sign" && value !== undefined) signatures.push(value)
                  }
                  return transport.send(request)
                })
            })
          )
        ).pipe(Layer.provide(Node.layer))
        const platform = Layer.mergeAll(Node.layer, recording, recordingTransport)
        const layer = Bybit.layer({
          environment: emulator.environment,
          credentials: { apiKey: emulator.apiKey, apiSecret: emulator.apiSecret },
          keyCheck: true
        }).pipe(Layer.provide(platform))

        const run = Effect.gen(function* () {
          const exits: Array<Exit.Exit<unknown, unknown>> = []
          const attempt = <A, E>(effect: Effect.Effect<A, E, Bybit.Services>) =>
            Effect.tap(Effect.exit(effect), (exit) => Effect.sync(() => exits.push(exit)))
          // success, retried read (5xx), resync after 10002, a rate-limit refusal, a typed business error,
          // a lost answer (OutcomeUnknown) and a rejected input
          yield* attempt(Account.getWalletBalance({ accountType: "UNIFIED" }))
          emulator.admin.apply({ op: "http-status", status: 503, count: 1, path: "/v5/account/wallet-balance" })
          yield* attempt(Account.getWalletBalance({ accountType: "UNIFIED" }))
          emulator.admin.moveClock(30_000)
          yield* attempt(Account.getWalletBalance({ accountType: "UNIFIED" }))
          emulator.admin.apply({ op: "ret-code", retCode: 10006, count: 1, path: "/v5/order/realtime" })
          yield* attempt(Trade.getActiveOrders({ category: "linear" }))
          emulator.admin.setBalance("USDT", "10")
          yield* attempt(
            Trade.submitOrder({
              category: "linear",
              symbol: "BTCUSDT",
              side: "Buy",
              orderType: "Limit",
              qty: "1",
              price: "1000"
            })
          )
          emulator.admin.apply({ op: "trade-delay", withhold: true })
          yield* attempt(
            Trade.submitOrder(
              { category: "linear", symbol: "BTCUSDT", side: "Buy", orderType: "Limit", qty: "0.01", price: "1000" },
              { timeout: "200 millis" }
            )
          )
          emulator.admin.apply({ op: "trade-delay", withhold: false })
          yield* attempt(
            Trade.submitOrder({ category: "linear", symbol: "", side: "Buy", orderType: "Limit", qty: "1", price: "1" })
          )
          yield* Effect.logError("a failed call", Cause.fail(Exit.isFailure(exits[3]!) ? exits[3].cause : "none"))
          // the background key check logs its findings
          yield* eventually(() => output.some((line) => line.includes("bound to no IP")), "the key check's finding")
          return exits
        })

        const exits = yield* Effect.provide(run, layer).pipe(
          Effect.withTracer(tracer),
          Effect.provide(Logger.layer([logger])),
          Effect.provideService(References.MinimumLogLevel, "All")
        )

        const failures = exits.filter(Exit.isFailure)
        expect(failures.map((exit) => Cause.squash(exit.cause) as { _tag: string }).map((e) => e._tag)).toEqual([
          "RateLimitExceeded",
          "InsufficientBalance",
          "OutcomeUnknown",
          "InvalidParameters"
        ])
        for (const exit of exits) {
          output.push(seen(exit))
          if (Exit.isFailure(exit)) {
            const error = Cause.squash(exit.cause)
            output.push(
              Cause.pretty(exit.cause),
              seen(error),
              `${error}`,
              seen(exit.cause.reasons.filter(Cause.isFailReason).map((reason) => reason.error))
            )
          }
        }
        for (const span of spans) {
          const events = (span as unknown as { readonly events?: unknown }).events
          output.push(span.name, seen([...span.attributes]), seen(events), seen(span.status))
        }

        const everything = output.join("\n")
        // the run did produce signed traffic, spans and logs worth searching
        expect(signatures.length).toBeGreaterThan(5)
        expect(spans.some((span) => span.name === "Bybit.submitOrder")).toBe(true)
        expect(everything).toContain("bound to no IP")
        expect(everything).toContain("OutcomeUnknown")
        expect(everything).not.toContain(emulator.apiSecret)
        for (const signature of signatures) expect(everything).not.toContain(signature)
      })
    )
  )
})
