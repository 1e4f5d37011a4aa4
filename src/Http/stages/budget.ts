/**
 * The budget stage: the rate budget's draw around the rest of a call (sign, send, decode, classify). The draw is
 * taken before signing, so a wait never stales the timestamp; its units stay held while the request is in flight,
 * however long; the reply's rate-limit headers are read back into the budget, a 10006 pauses the group until the
 * reset its headers name, and a 403 tells the budget of an IP ban. An IP ban in force fails the call as the HTTP 403
 * it stands for. Each call records its wait (`Metrics.budgetWait`).
 *
 * @since 1.2.0
 */
import * as Clock from "effect/Clock"
import * as Effect from "effect/Effect"
import type * as Metric from "effect/Metric"
import * as Option from "effect/Option"
import type * as Redacted from "effect/Redacted"
import { HttpError } from "../../Errors/TransportError.js"
import type { ClockOffset } from "../../Layers/ClockOffset.js"
import {
  accountOf,
  costOf,
  type Draw,
  type IpBanned,
  isUnlimited,
  RateBudget,
  type RateBudgetService
} from "../../Layers/RateBudgetService.js"
import type { RateBudgetUnavailable } from "../../Layers/RateBudgetStore.js"
import * as Metrics from "../../Observability/Metrics.js"
import type * as Endpoint from "../Endpoint.js"
import type * as Pipeline from "../Pipeline.js"
import * as RateLimit from "../RateLimit.js"
import * as StatusText from "../StatusText.js"

// each endpoint's budget-wait histogram
const budgetWaitOf = Metrics.budgetWaitOf

/**
 * The budget stage over one budget.
 *
 * @since 1.2.0
 */
export const make =
  (budget: RateBudgetService, clock: ClockOffset["Service"]): Pipeline.Stage =>
  (next) =>
  (call) => {
    const endpoint = call.endpoint
    const draw = drawOf(
      endpoint,
      call.wire,
      Option.map(call.credentials, (c) => c.apiKey)
    )
    // what this send's reply said (the send stage keeps the reply on the call), read back after the rest of the call
    call.reply = undefined
    let offset = 0
    let rateLimit: Option.Option<Pipeline.RateLimitStatus> = Option.none()
    const observed = (sentAt: number): Effect.Effect<void> => {
      const reply = call.reply
      if (reply === undefined) return Effect.void
      return Effect.flatMap(clock.offset, (now) => {
        offset = now
        rateLimit = RateLimit.fromHeaders(reply.headers)
        if (Option.isNone(rateLimit)) return Effect.void
        // the server's reset time is on its clock: move it onto ours
        const { limit, remaining, resetAt } = rateLimit.value
        return budget.observe(draw, { limit, remaining, resetAt: resetAt - now, sentAt })
      })
    }
    // a refusal the call failed with: a 10006 pauses the group until the reset its headers name; a 403 tells the
    // budget of a ban
    const refused = (error: Pipeline.StageError): Effect.Effect<never, Pipeline.StageError> => {
      const paused =
        error._tag === "RateLimitExceeded"
          ? Effect.andThen(
              budget.pause(draw, Option.isSome(rateLimit) ? rateLimit.value.resetAt - offset : undefined),
              Effect.fail(error)
            )
          : Effect.fail(error)
      return call.reply !== undefined && call.reply.status === 403 ? Effect.andThen(budget.ban, paused) : paused
    }
    const waitMetric = budgetWaitOf(endpoint.path)
    // `RateBudget.withUnits`' bracket, written out in one uninterruptible region: the draw and the rest of the call are
    // interruptible; the reply's headers read back into the budget and the units' settlement run whatever the outcome
    // (the units stay held while the request is in flight, however long); then a refusal's pause or ban
    return Effect.uninterruptibleMask((restore) =>
      Effect.flatMap(restore(hold(budget, draw, endpoint, waitMetric)), (sentAt) => {
        const settled = budget.settle(draw, sentAt)
        return Effect.matchCauseEffect(restore(next(call)), {
          onFailure: (cause) =>
            Effect.andThen(
              observed(sentAt),
              Effect.andThen(settled, restore(Effect.catch(Effect.failCause(cause), refused)))
            ),
          onSuccess: (response) => Effect.andThen(observed(sentAt), Effect.as(settled, response))
        })
      })
    )
  }

/**
 * The unlimited budget's stage: its steps all do nothing, so its calls skip them and record their zero wait
 * directly (what `Metric.update` does, with the fiber's context at hand).
 *
 * @since 1.2.0
 */
export const unlimited: Pipeline.Stage = (next) => (call) =>
  Effect.withFiber((fiber) => {
    budgetWaitOf(call.endpoint.path).updateUnsafe(0, fiber.context)
    return next(call)
  })

/**
 * The budget stage for the budget installed (none without one), and whether it pauses a limited group itself (the
 * unlimited one does not).
 *
 * @since 1.2.0
 */
export const installed = (
  clock: ClockOffset["Service"]
): Effect.Effect<{ readonly stage: Pipeline.Stage | undefined; readonly pauses: boolean }> =>
  Effect.map(Effect.serviceOption(RateBudget), (budget) =>
    Option.isNone(budget)
      ? { stage: undefined, pauses: false }
      : isUnlimited(budget.value)
        ? { stage: unlimited, pauses: false }
        : { stage: make(budget.value, clock), pauses: true }
  )

// What a call draws and the wait for it, taken before signing so a wait never stales the timestamp. An IP ban fails
// the call as the HTTP 403 it stands for.
/**
 * What a call draws: the endpoint's rate group, the wire's category and cost (a batch's orders), and the account
 * of the key that signs it (none for public calls, which count against the IP only).
 *
 * @since 0.2.0
 */
export const drawOf = (
  endpoint: Endpoint.Any,
  wire: Readonly<Record<string, unknown>>,
  apiKey: Option.Option<Redacted.Redacted<string>>
): Draw => ({
  group: endpoint.rateGroup,
  category: typeof wire.category === "string" ? wire.category : undefined,
  isRead: endpoint.idempotent,
  cost: costOf(wire),
  account: Option.isSome(apiKey) ? accountOf(apiKey.value) : undefined
})

const hold = (
  budget: RateBudgetService,
  draw: Draw,
  endpoint: Endpoint.Any,
  waitMetric: Metric.Histogram<number>
): Effect.Effect<number, HttpError | RateBudgetUnavailable> =>
  Effect.withFiber((fiber) => {
    const clock = fiber.getRef(Clock.Clock)
    const waitStart = clock.currentTimeMillisUnsafe()
    return Effect.matchEffect(budget.hold(draw), {
      onFailure: (error) => Effect.fail(holdError(error, endpoint)),
      onSuccess: (sentAt) => {
        // what Metric.update does, with the fiber's context at hand
        waitMetric.updateUnsafe(clock.currentTimeMillisUnsafe() - waitStart, fiber.context)
        return Effect.succeed(sentAt)
      }
    })
  })

/** A draw's failure as the call's: an IP ban fails it as the HTTP 403 it stands for. */
const holdError = (
  error: IpBanned | RateBudgetUnavailable,
  endpoint: Endpoint.Any
): HttpError | RateBudgetUnavailable =>
  error._tag === "IpBanned"
    ? new HttpError({
        code: 403,
        message: StatusText.of(403),
        endpoint: endpoint.path,
        body: error.message,
        headers: {}
      })
    : error
