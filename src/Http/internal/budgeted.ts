/**
 * The rate budget's part of the executor: which budget a call consults, the send under it (the draw taken before
 * signing, the headers read back after, a 10006 pausing the group), and the wait each call records. `BybitHttp.make`
 * installs it; the public-only executor (`Bybit.layerPublic`'s) reads no budget, so a program on it bundles none of
 * this (the draw, the account fingerprints, the hold and its metric).
 *
 * @since 1.0.0
 * @internal
 */
import type * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import type * as Tracer from "effect/Tracer"
import type { ExchangeErrorInput } from "../../Errors/ExchangeError.js"
import type * as Credentials from "../../Layers/Credentials.js"
import { isUnlimited, RateBudget } from "../../Layers/internal/budgetService.js"
import * as Metrics from "../../Observability/Metrics.js"
import type { CallError, CallOptions, Response } from "../BybitHttp.js"
import type * as Endpoint from "../Endpoint.js"
import * as RateLimit from "../RateLimit.js"
import type * as Transport from "../Transport.js"
import * as BudgetStep from "./budgetStep.js"
import * as Decode from "./decode.js"
import * as Execute from "./execute.js"

/**
 * The budget steps an executor takes.
 *
 * @since 1.0.0
 * @internal
 */
export interface Budgeting {
  /** The budget installed: the one to consult (none when there is none or it is the unlimited one), and whether it is the unlimited one. */
  readonly installed: Effect.Effect<{
    readonly budget: Option.Option<RateBudget["Service"]>
    readonly unlimited: boolean
  }>
  /** One send under the budget. */
  readonly send: typeof budgetedSend
  /** The zero wait of a call under the unlimited budget, whose steps it skips (what `Metric.update` records). */
  readonly recordNoWait: (endpoint: Endpoint.Any, context: Context.Context<never>) => void
}

// each endpoint's budget-wait histogram
const budgetWaitOf = Metrics.budgetWaitOf

/**
 * One send under a rate budget: the draw taken before signing (so a wait never stales the timestamp), the
 * headers read back into it after, and a 10006 pausing the group until the reset its headers name.
 */
export const budgetedSend = <Name extends string, A extends Endpoint.Auth, P, PI, R, RI, E>(
  ex: Execute.Executor,
  budget: RateBudget["Service"],
  endpoint: Endpoint.Endpoint<Name, A, P, PI, R, RI, E>,
  wire: Record<string, unknown>,
  credentials: Option.Option<Credentials.ApiCredentials>,
  callOptions: CallOptions,
  toExchangeError: (input: ExchangeErrorInput) => Effect.Effect<CallError<A, E>>,
  onRateLimited: (resetAt: number | undefined) => void,
  span: Tracer.Span | undefined
): Effect.Effect<Response<R>, CallError<A, E>> => {
  const draw = BudgetStep.drawOf(
    endpoint,
    wire,
    Option.map(credentials, (c) => c.apiKey)
  )
  // sign → send, then the rate-limit headers read back into the budget
  const use = (sentAt: number) =>
    Execute.buildThen(ex, endpoint, wire, credentials, callOptions, (request) =>
      Effect.flatMap(Execute.exchange(ex, endpoint, request, credentials, callOptions, span), (response) => {
        const rateLimit = RateLimit.fromHeaders(response.headers)
        if (Option.isSome(rateLimit)) ex.rateLimits.set(endpoint.rateGroup, rateLimit.value)
        return Effect.flatMap(ex.clock.offset, (offset) => {
          const sent: Sent = { offset, rateLimit, response }
          if (Option.isNone(rateLimit)) return Effect.succeed(sent)
          // the server's reset time is on its clock: move it onto ours
          const { limit, remaining, resetAt } = rateLimit.value
          return Effect.as(budget.observe(draw, { limit, remaining, resetAt: resetAt - offset, sentAt }), sent)
        })
      })
    )
  // the units stay held while the request is in flight, however long: settled by its reply's headers, or at its end
  return Effect.flatMap(
    BudgetStep.withUnits(budget, draw, endpoint, budgetWaitOf(endpoint.path), use),
    ({ offset, rateLimit, response }) => {
      // decode → classify; a 10006 pauses the group until the reset its headers name
      const decoded = Decode.decodeResponse(
        endpoint,
        response.status,
        response.headers,
        rateLimit,
        response.text,
        toExchangeError,
        span,
        undefined,
        ex.decoding
      ).pipe(
        Effect.tapError((error) =>
          (error as { readonly _tag: string })._tag === "RateLimitExceeded"
            ? Effect.andThen(
                Effect.sync(() => onRateLimited(Option.isSome(rateLimit) ? rateLimit.value.resetAt : undefined)),
                budget.pause(draw, Option.isSome(rateLimit) ? rateLimit.value.resetAt - offset : undefined)
              )
            : Effect.void
        )
      )
      return response.status === 403 ? Effect.andThen(budget.ban, decoded) : decoded
    }
  ) as Effect.Effect<Response<R>, CallError<A, E>>
}

/** What a budgeted send hands its decoding: the reply, its rate-limit headers and the clock offset it was read at. */
interface Sent {
  readonly offset: number
  readonly rateLimit: Option.Option<RateLimit.RateLimitStatus>
  readonly response: Transport.Reply
}

/**
 * The budget steps `BybitHttp.make` installs.
 *
 * @since 1.0.0
 * @internal
 */
export const budgeting: Budgeting = {
  installed: Effect.map(Effect.serviceOption(RateBudget), (installed) => {
    // the unlimited budget's steps all do nothing: its calls skip them (and record their zero wait directly)
    const unlimited = Option.isSome(installed) && isUnlimited(installed.value)
    return { budget: unlimited ? Option.none() : installed, unlimited }
  }),
  send: budgetedSend,
  recordNoWait: (endpoint, context) => budgetWaitOf(endpoint.path).updateUnsafe(0, context)
}
