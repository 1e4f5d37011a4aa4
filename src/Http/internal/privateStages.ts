/**
 * The stages only a call with credentials takes, for the full list `BybitHttp.make` composes: checkRules (new orders
 * against the loaded instrument rules), budget (the rate budget's draw, when one is installed), sign, retry (the
 * policy of writes besides that of reads) and confirm (the lookup of an order creation whose answer was lost); and
 * the parameters' check with the quantities and prices of order entry. `Bybit.layerPublic`'s list leaves them out,
 * so a program on it bundles none of them.
 *
 * @since 1.0.0
 * @internal
 */
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import { InvalidParameters } from "../../Errors/ConfigError.js"
import type { ClockOffset } from "../../Layers/ClockOffset.js"
import * as RequestDefaults from "../../Layers/RequestDefaults.js"
import type * as Decoding from "../../Schema/Decoding.js"
import type * as Signer from "../../Signing/Signer.js"
import type * as Pipeline from "../Pipeline.js"
import * as Validate from "../Validate.js"
import * as Budgeted from "./budgeted.js"
import * as LazyFailure from "./lazyFailure.js"
import * as OrderCheck from "./orderCheck.js"
import * as RequestStep from "./requestStep.js"
import type * as RetryPolicy from "./retryPolicy.js"
import * as RetryWrites from "./retryWrites.js"
import * as RulesCheck from "./rulesCheck.js"

/**
 * The checkRules stage: `next`, or the first instrument rule a new order breaks (when the rules are installed, a
 * reference `InstrumentRules.layer` sets) as `InvalidParameters`.
 *
 * @since 1.2.0
 * @internal
 */
export const checkRules: Pipeline.CheckRules = <A, E>(
  call: Pipeline.Call,
  wire: Pipeline.Wire,
  next: () => Effect.Effect<A, E>
): Effect.Effect<A, E | InvalidParameters> => {
  const endpoint = call.endpoint
  if (!RulesCheck.checks(endpoint)) return next()
  return Effect.withFiber((fiber) => {
    const rules = fiber.getRef(RulesCheck.RulesCheck)
    if (rules === undefined) return next()
    return Effect.flatMap(
      RulesCheck.problem(rules, endpoint, wire),
      (problem): Effect.Effect<A, E | InvalidParameters> =>
        Option.isSome(problem)
          ? Effect.fail(new InvalidParameters({ endpoint: endpoint.path, ...problem.value }))
          : next()
    )
  })
}

/**
 * The sign stage: the request signed (V5 headers, or an older family's signed parameters) at the local clock plus
 * the server offset, with the call's receive window over the shared one.
 *
 * @since 1.2.0
 * @internal
 */
export const sign =
  (
    signer: Signer.SignerService,
    clock: ClockOffset["Service"],
    requestSettings: RequestDefaults.Settings,
    referer: string
  ): Pipeline.Sign =>
  (call, wire, credentials, then) =>
    RequestStep.buildThen(
      call.endpoint,
      wire,
      {
        credentials: Option.some(credentials),
        signer,
        now: clock.now,
        recvWindow: RequestDefaults.recvWindowOf(requestSettings, call.options),
        referer
      },
      then
    )

/**
 * The retry stage of the full list: reads under the policy (`LazyFailure`), writes never re-sent blindly — an order
 * creation with a link id confirmed by the confirm stage after an ambiguous failure, any other write's lost answer
 * an `OutcomeUnknown`.
 *
 * @since 1.2.0
 * @internal
 */
export const retry =
  (policy: RetryPolicy.Policy): Pipeline.Retry =>
  (call, params, send, plan, confirm, lookup) => {
    const endpoint = call.endpoint
    if (endpoint.idempotent) return LazyFailure.runIdempotent(send, plan, policy)
    // parameters that are no object (plain JavaScript's) are refused by the prepare stage; nothing reads them here
    const raw: Readonly<Record<string, unknown>> =
      typeof params === "object" && params !== null ? (params as Readonly<Record<string, unknown>>) : {}
    const orderLinkId = typeof raw.orderLinkId === "string" && raw.orderLinkId !== "" ? raw.orderLinkId : undefined
    // the link id a lookup confirms a failed send by: an order creation's only
    if (confirm === undefined || endpoint.confirmBy !== "orderLinkId" || orderLinkId === undefined) {
      return RetryWrites.runUnconfirmed(send, () => ({ ...plan(), confirm: Option.none(), orderLinkId }), policy)
    }
    return RetryWrites.runConfirmed(
      send,
      () => ({ ...plan(), confirm: Option.some(confirm(call, raw, orderLinkId, lookup)), orderLinkId }),
      policy
    )
  }

/**
 * What the full list adds to the public-only one, made from the executor's resolved services.
 *
 * @since 1.2.0
 * @internal
 */
export interface PrivateStages {
  readonly checkParams: typeof Validate.params
  readonly checkRules: Pipeline.CheckRules
  readonly budget: Pipeline.Budget | undefined
  readonly budgetPauses: boolean
  readonly sign: Pipeline.Sign
  readonly retry: Pipeline.Retry | undefined
  readonly confirm: Pipeline.Confirm
}

/**
 * The private stages over the executor's services (the budget read from the context: none, the unlimited one, or
 * one to consult).
 *
 * @since 1.2.0
 * @internal
 */
export const make = (services: {
  readonly signer: Signer.SignerService
  readonly clock: ClockOffset["Service"]
  readonly requestSettings: RequestDefaults.Settings
  readonly referer: string
  readonly policy: RetryPolicy.Policy | undefined
  readonly decoding: Decoding.Decoding
}): Effect.Effect<PrivateStages> =>
  Effect.map(Budgeted.installed(services.clock), (budget) => ({
    checkParams: Validate.params,
    checkRules,
    budget: budget.stage,
    budgetPauses: budget.pauses,
    sign: sign(services.signer, services.clock, services.requestSettings, services.referer),
    retry: services.policy === undefined ? undefined : retry(services.policy),
    confirm: OrderCheck.stage(services.decoding)
  }))
