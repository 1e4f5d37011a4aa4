/**
 * The budget step of a call: what it draws (group, category, cost, whose account) and the wait for it, taken before
 * signing so a wait never stales the timestamp. An IP ban fails the call as the HTTP 403 it stands for.
 *
 * @since 0.2.0
 */
import * as Clock from "effect/Clock"
import * as Effect from "effect/Effect"
import type * as Metric from "effect/Metric"
import * as Option from "effect/Option"
import type * as Redacted from "effect/Redacted"
import { HttpError } from "../../Errors/TransportError.js"
import { accountOf, costOf, type Draw, type RateBudgetService, withUnitsOf } from "../../Layers/RateBudgetService.js"
import type { RateBudgetUnavailable } from "../../Layers/RateBudgetStore.js"
import type * as Endpoint from "../Endpoint.js"
import * as StatusText from "../StatusText.js"

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

/**
 * Waits for the draw and holds its units while `use` runs (a request late past its window is still counted), records
 * the wait, and hands `use` the time the units were stamped (for the headers' correction). The units are settled when
 * `use` ends, its reply observed or not.
 *
 * @since 1.0.0
 */
export const withUnits = <A, E>(
  budget: RateBudgetService,
  draw: Draw,
  endpoint: Endpoint.Any,
  waitMetric: Metric.Histogram<number>,
  use: (sentAt: number) => Effect.Effect<A, E>
): Effect.Effect<A, E | HttpError | RateBudgetUnavailable> =>
  withUnitsOf(budget, draw, hold(budget, draw, endpoint, waitMetric), use)

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
      onFailure: (error): Effect.Effect<never, HttpError | RateBudgetUnavailable> =>
        error._tag === "IpBanned"
          ? Effect.fail(
              new HttpError({
                code: 403,
                message: StatusText.of(403),
                endpoint: endpoint.path,
                body: error.message,
                headers: {}
              })
            )
          : Effect.fail(error),
      onSuccess: (sentAt) => {
        // what Metric.update does, with the fiber's context at hand
        waitMetric.updateUnsafe(clock.currentTimeMillisUnsafe() - waitStart, fiber.context)
        return Effect.succeed(sentAt)
      }
    })
  })
