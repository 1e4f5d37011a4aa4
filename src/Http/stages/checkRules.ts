/**
 * The checkRules stage: a new order checked against its symbol's loaded instrument rules (the `RulesCheck` that
 * `InstrumentRules.layer` installs) before it is signed; the first rule it breaks fails the call with
 * `InvalidParameters`, and nothing is sent. Without the check in the context, or for an endpoint that creates no
 * orders, the call goes on untouched.
 *
 * @since 1.2.0
 */
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import { InvalidParameters } from "../../Errors/config/Request.js"
import * as RulesCheck from "../internal/rulesCheck.js"
import type * as Pipeline from "../Pipeline.js"

/**
 * The checkRules stage.
 *
 * @since 1.2.0
 */
export const stage: Pipeline.Stage = (next) => (call) => {
  const endpoint = call.endpoint
  if (!RulesCheck.checks(endpoint)) return next(call)
  return Effect.withFiber((fiber) => {
    const check = Context.getOrUndefined(fiber.context, RulesCheck.RulesCheck)
    if (check === undefined) return next(call)
    return Effect.flatMap(RulesCheck.problem(check, endpoint, call.wire), (problem) =>
      Option.isSome(problem)
        ? Effect.fail(new InvalidParameters({ endpoint: endpoint.path, ...problem.value }))
        : next(call)
    )
  })
}
