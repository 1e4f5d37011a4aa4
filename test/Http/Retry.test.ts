import { describe, expect, it } from "@effect/vitest"
import * as Clock from "effect/Clock"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Option from "effect/Option"
import * as Random from "effect/Random"
import * as TestClock from "effect/testing/TestClock"
import * as fc from "fast-check"
import {
  DuplicateOrderLinkId,
  ParamsError,
  RateLimitExceeded,
  TimestampOutOfWindow
} from "../../src/Errors/ExchangeError.js"
import { HttpError, TransportError } from "../../src/Errors/TransportError.js"
import * as Retry from "../../src/Http/Retry.js"

type Failure =
  | TransportError
  | HttpError
  | ParamsError
  | RateLimitExceeded
  | TimestampOutOfWindow
  | DuplicateOrderLinkId

const timeout = () => new TransportError({ endpoint: "/x", reason: "Timeout", cause: "no response" })
const http = (code: number) => new HttpError({ code, message: "x", endpoint: "/x", body: "", headers: {} })
const exchange = { code: 0, message: "m", endpoint: "/x" }

/** A send that answers from a script (the last entry repeats), counting sends and their times. */
const scripted = (script: ReadonlyArray<Failure | string>) => {
  const sent: Array<number> = []
  const send = Effect.flatMap(Clock.currentTimeMillis, (now) => {
    const step = script[Math.min(sent.length, script.length - 1)]
    sent.push(now)
    return typeof step === "string" ? Effect.succeed(step) : Effect.fail(step as Failure)
  })
  return { send, sent }
}

const plan = (
  send: Effect.Effect<string, Failure>,
  overrides: Partial<Retry.Plan<string, Failure, Failure>> = {}
): Retry.Plan<string, Failure, Failure> => ({
  send,
  idempotent: true,
  signed: true,
  resync: Effect.void,
  resetKnown: () => true,
  confirm: Option.none(),
  op: "submitOrder",
  path: "/v5/order/create",
  orderLinkId: undefined,
  ...overrides
})

/** Runs in a fiber and moves the TestClock far enough for every backoff. */
const drive = <A, E>(effect: Effect.Effect<A, E>) =>
  Effect.gen(function* () {
    const fiber = yield* Effect.forkChild(Effect.result(effect))
    for (let i = 0; i < 20; i++) yield* TestClock.adjust("1 second")
    return yield* Fiber.join(fiber)
  })

describe("Retry", () => {
  it("classifies transient errors", () => {
    expect(Retry.isTransient(timeout())).toBe(true)
    expect(Retry.isTransient(new TransportError({ endpoint: "/x", reason: "Transport", cause: "reset" }))).toBe(true)
    expect(Retry.isTransient(new TransportError({ endpoint: "/x", reason: "InvalidUrl", cause: "bad" }))).toBe(false)
    expect(Retry.isTransient(http(502))).toBe(true)
    expect(Retry.isTransient(http(429))).toBe(true)
    expect(Retry.isTransient(http(403))).toBe(false)
    expect(Retry.isTransient(http(404))).toBe(false)
    expect(Retry.isTransient(new ParamsError(exchange))).toBe(false)
    expect(Retry.isTransient(new RateLimitExceeded(exchange))).toBe(false)
  })

  it.effect("an idempotent call is retried on transient errors with growing, jittered delays", () =>
    Effect.gen(function* () {
      const { send, sent } = scripted([http(503), timeout(), http(500), "ok"])
      const result = yield* drive(Retry.run(plan(send), { baseDelay: "100 millis" }))
      expect(result).toMatchObject({ _tag: "Success", success: "ok" })
      expect(sent).toHaveLength(4)
      const gaps = sent.slice(1).map((t, i) => t - (sent[i] ?? 0))
      // 100, 200, 400 ms, each jittered by 0.8-1.2
      gaps.forEach((gap, i) => {
        expect(gap).toBeGreaterThanOrEqual(80 * 2 ** i)
        expect(gap).toBeLessThanOrEqual(120 * 2 ** i)
      })
    })
  )

  it.effect("retries stop after the policy's count, and never on a non-transient error", () =>
    Effect.gen(function* () {
      const always = scripted([http(503)])
      const exhausted = yield* drive(Retry.run(plan(always.send), { retries: 2 }))
      expect(exhausted._tag).toBe("Failure")
      expect(always.sent).toHaveLength(3)
      const refused = scripted([new ParamsError(exchange), "ok"])
      const error = yield* drive(Retry.run(plan(refused.send)))
      expect(error._tag).toBe("Failure")
      expect(refused.sent).toHaveLength(1)
    })
  )

  it.effect("a write is never re-sent blindly: a lost answer is OutcomeUnknown with its orderLinkId", () =>
    Effect.gen(function* () {
      const { send, sent } = scripted([timeout(), "ok"])
      const result = yield* drive(Retry.run(plan(send, { idempotent: false, orderLinkId: "link-1" })))
      expect(sent).toHaveLength(1)
      if (result._tag !== "Failure") throw new Error("expected a failure")
      expect(result.failure).toMatchObject({ _tag: "OutcomeUnknown", orderLinkId: "link-1", op: "submitOrder" })
      expect(result.failure.message).toContain("Timeout")
      // a refusal is not ambiguous: it comes back as it is
      const refused = scripted([new ParamsError(exchange)])
      const plain = yield* drive(Retry.run(plan(refused.send, { idempotent: false })))
      expect(plain._tag === "Failure" && plain.failure._tag).toBe("ParamsError")
      // the plan made only after a failed send: the same outcomes, and none made when the first send succeeds
      let made = 0
      const lazily = (steps: Parameters<typeof scripted>[0]) => {
        const script = scripted(steps)
        const run = Retry.runUnconfirmed(script.send, () => {
          made++
          return plan(script.send, { idempotent: false, orderLinkId: "link-1" })
        })
        return { run, sent: script.sent }
      }
      const ok = lazily(["ok"])
      expect(yield* drive(ok.run)).toMatchObject({ _tag: "Success" })
      expect(made).toBe(0)
      const lost = lazily([timeout(), "ok"])
      const unknown = yield* drive(lost.run)
      expect(lost.sent).toHaveLength(1)
      expect(made).toBe(1)
      expect(unknown).toMatchObject({ _tag: "Failure", failure: { _tag: "OutcomeUnknown", orderLinkId: "link-1" } })
    })
  )

  it.effect("order creation with an orderLinkId asks first: found means done, nothing re-sent", () =>
    Effect.gen(function* () {
      const { send, sent } = scripted([timeout(), "second order"])
      let lookups = 0
      const confirm = Effect.sync(() => {
        lookups++
        return Option.some("the first order")
      })
      const result = yield* drive(
        Retry.run(plan(send, { idempotent: false, orderLinkId: "link-2", confirm: Option.some(confirm) }))
      )
      expect(result).toMatchObject({ _tag: "Success", success: "the first order" })
      expect(sent).toHaveLength(1)
      expect(lookups).toBe(1)
    })
  )

  it.effect("not found means re-send; a duplicate refusal after a lost answer means ask again", () =>
    Effect.gen(function* () {
      const { send, sent } = scripted([timeout(), new DuplicateOrderLinkId(exchange)])
      const answers = [Option.none<string>(), Option.some("landed late")]
      const confirm = Effect.sync(() => answers.shift() ?? Option.none())
      const result = yield* drive(
        Retry.run(plan(send, { idempotent: false, orderLinkId: "link-3", confirm: Option.some(confirm) }))
      )
      expect(result).toMatchObject({ _tag: "Success", success: "landed late" })
      expect(sent).toHaveLength(2)
    })
  )

  it.effect("a creation that cannot be confirmed fails with OutcomeUnknown", () =>
    Effect.gen(function* () {
      const lookupFails = scripted([timeout()])
      const failing = yield* drive(
        Retry.run(
          plan(lookupFails.send, {
            idempotent: false,
            orderLinkId: "link-4",
            confirm: Option.some(Effect.fail(http(502)))
          })
        )
      )
      expect(failing).toMatchObject({ _tag: "Failure", failure: { _tag: "OutcomeUnknown", orderLinkId: "link-4" } })
      expect(lookupFails.sent).toHaveLength(1)

      const neverFound = scripted([timeout()])
      const exhausted = yield* drive(
        Retry.run(
          plan(neverFound.send, {
            idempotent: false,
            orderLinkId: "link-5",
            confirm: Option.some(Effect.succeed(Option.none()))
          }),
          { retries: 2 }
        )
      )
      expect(exhausted).toMatchObject({ _tag: "Failure", failure: { _tag: "OutcomeUnknown", orderLinkId: "link-5" } })
      expect(neverFound.sent).toHaveLength(3)
    })
  )

  it.effect("10006 is re-sent (even a write) only when its reset time is known", () =>
    Effect.gen(function* () {
      const known = scripted([new RateLimitExceeded(exchange), "ok"])
      const sent = yield* drive(Retry.run(plan(known.send, { idempotent: false })))
      expect(sent).toMatchObject({ _tag: "Success", success: "ok" })
      expect(known.sent).toHaveLength(2)
      const unknown = scripted([new RateLimitExceeded(exchange), "ok"])
      const refused = yield* drive(Retry.run(plan(unknown.send, { resetKnown: () => false })))
      expect(refused).toMatchObject({ _tag: "Failure", failure: { _tag: "RateLimitExceeded" } })
      expect(unknown.sent).toHaveLength(1)
    })
  )

  it.effect("10002 resyncs the clock once and re-sends once", () =>
    Effect.gen(function* () {
      let resyncs = 0
      const resync = Effect.sync(() => {
        resyncs++
      })
      const cured = scripted([new TimestampOutOfWindow(exchange), "ok"])
      expect(yield* drive(Retry.run(plan(cured.send, { idempotent: false, resync })))).toMatchObject({
        _tag: "Success",
        success: "ok"
      })
      expect(resyncs).toBe(1)
      const stubborn = scripted([new TimestampOutOfWindow(exchange)])
      const failed = yield* drive(Retry.run(plan(stubborn.send, { resync })))
      expect(failed).toMatchObject({ _tag: "Failure", failure: { _tag: "TimestampOutOfWindow" } })
      expect(stubborn.sent).toHaveLength(2)
      expect(resyncs).toBe(2)
      // unsigned calls and a policy without resync leave it alone
      const off = scripted([new TimestampOutOfWindow(exchange), "ok"])
      yield* drive(Retry.run(plan(off.send, { resync }), { resyncClock: false }))
      expect(off.sent).toHaveLength(1)
    })
  )

  it("runConfirmed, its plan made after the first failed send, runs as run(plan) does: same answer, sends and lookups", () =>
    fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom("ok", "timeout", "502", "400", "params", "10006", "10002", "duplicate"), {
          minLength: 1,
          maxLength: 6
        }),
        fc.array(fc.constantFrom("none", "some", "fail"), { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 3 }),
        async (outcomes, lookups, resetKnown, retries) => {
          const failureOf = (outcome: string): Failure | string =>
            outcome === "timeout"
              ? timeout()
              : outcome === "502"
                ? http(502)
                : outcome === "400"
                  ? http(400)
                  : outcome === "params"
                    ? new ParamsError(exchange)
                    : outcome === "10006"
                      ? new RateLimitExceeded(exchange)
                      : outcome === "10002"
                        ? new TimestampOutOfWindow(exchange)
                        : outcome === "duplicate"
                          ? new DuplicateOrderLinkId(exchange)
                          : "placed"
          const once = (lazy: boolean) => {
            const { send, sent } = scripted(outcomes.map(failureOf))
            const answers = [...lookups]
            let asked = 0
            const confirm = Effect.suspend(() => {
              asked++
              const answer = answers.shift() ?? "none"
              return answer === "fail"
                ? Effect.fail(http(502) as Failure)
                : Effect.succeed(answer === "some" ? Option.some("found") : Option.none<string>())
            })
            const made = plan(send, {
              idempotent: false,
              orderLinkId: "link-p",
              resetKnown: () => resetKnown,
              confirm: Option.some(confirm)
            })
            const policy = { retries }
            const run = lazy ? Retry.runConfirmed(send, () => made, policy) : Retry.run(made, policy)
            // each on its own TestClock and the same random sequence (the backoff's jitter)
            return Effect.map(drive(run), (result) => ({ result, sent, asked })).pipe(
              Effect.provide(TestClock.layer()),
              Random.withSeed("retry")
            )
          }
          const program = Effect.all([once(false), once(true)])
          const [eager, lazy] = await Effect.runPromise(program)
          expect(lazy.result).toEqual(eager.result)
          expect(lazy.sent).toEqual(eager.sent)
          expect(lazy.asked).toBe(eager.asked)
        }
      ),
      { numRuns: 200 }
    ))
})
