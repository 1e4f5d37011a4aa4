/**
 * The budget stage: which budget a call consults, the exchange under it (the draw taken before signing, the headers
 * read back after, a 10006 pausing the group, a 403 telling it of a ban), and the wait each call records. Only the
 * full list (`BybitHttp.make`'s) has it; the public-only list reads no budget, so a program on it bundles none of
 * this (the draw, the account fingerprints, the hold and its metric).
 *
 * @since 1.0.0
 * @internal
 */
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import type { ClockOffset } from "../../Layers/ClockOffset.js"
import { isUnlimited, RateBudget } from "../../Layers/RateBudgetService.js"
import * as Metrics from "../../Observability/Metrics.js"
import type * as Pipeline from "../Pipeline.js"
import * as RateLimit from "../RateLimit.js"
import type * as Transport from "../Transport.js"
import * as BudgetStep from "./budgetStep.js"

// each endpoint's budget-wait histogram
const budgetWaitOf = Metrics.budgetWaitOf

/**
 * The budget stage over one budget: the draw taken before signing (so a wait never stales the timestamp), the
 * headers read back into it after, and a 10006 pausing the group until the reset its headers name.
 *
 * @since 1.2.0
 * @internal
 */
export const stage =
  (budget: RateBudget["Service"], clock: ClockOffset["Service"]): Pipeline.Budget =>
  (call, wire, credentials, exchange, decode) => {
    const endpoint = call.endpoint
    const draw = BudgetStep.drawOf(
      endpoint,
      wire,
      Option.map(credentials, (c) => c.apiKey)
    )
    // sign → send, then the rate-limit headers read back into the budget
    const use = (sentAt: number) =>
      Effect.flatMap(exchange, (response) => {
        const rateLimit = RateLimit.fromHeaders(response.headers)
        return Effect.flatMap(clock.offset, (offset) => {
          const sent: Sent = { offset, rateLimit, response }
          if (Option.isNone(rateLimit)) return Effect.succeed(sent)
          // the server's reset time is on its clock: move it onto ours
          const { limit, remaining, resetAt } = rateLimit.value
          return Effect.as(budget.observe(draw, { limit, remaining, resetAt: resetAt - offset, sentAt }), sent)
        })
      })
    // the units stay held while the request is in flight, however long: settled by its reply's headers, or at its end
    return Effect.flatMap(
      BudgetStep.withUnits(budget, draw, endpoint, budgetWaitOf(endpoint.path), use),
      ({ offset, rateLimit, response }) => {
        // decode → classify; a 10006 pauses the group until the reset its headers name
        const decoded = Effect.tapError(decode(response), (error) =>
          (error as { readonly _tag?: string })._tag === "RateLimitExceeded"
            ? budget.pause(draw, Option.isSome(rateLimit) ? rateLimit.value.resetAt - offset : undefined)
            : Effect.void
        )
        return response.status === 403 ? Effect.andThen(budget.ban, decoded) : decoded
      }
    )
  }

/** What a budgeted send hands its decoding: the reply, its rate-limit headers and the clock offset it was read at. */
interface Sent {
  readonly offset: number
  readonly rateLimit: Option.Option<RateLimit.RateLimitStatus>
  readonly response: Transport.Reply
}

/**
 * The unlimited budget's stage: its steps all do nothing, so its calls skip them and record their zero wait
 * directly (what `Metric.update` does, with the fiber's context at hand).
 *
 * @since 1.2.0
 * @internal
 */
export const unlimitedStage: Pipeline.Budget = (call, _wire, _credentials, exchange, decode) =>
  Effect.withFiber((fiber) => {
    budgetWaitOf(call.endpoint.path).updateUnsafe(0, fiber.context)
    return Effect.flatMap(exchange, decode)
  })

/**
 * The budget stage for the budget installed (none without one), and whether it pauses a limited group itself (the
 * unlimited one does not).
 *
 * @since 1.2.0
 * @internal
 */
export const installed = (
  clock: ClockOffset["Service"]
): Effect.Effect<{ readonly stage: Pipeline.Budget | undefined; readonly pauses: boolean }> =>
  Effect.map(Effect.serviceOption(RateBudget), (budget) =>
    Option.isNone(budget)
      ? { stage: undefined, pauses: false }
      : isUnlimited(budget.value)
        ? { stage: unlimitedStage, pauses: false }
        : { stage: stage(budget.value, clock), pauses: true }
  )
