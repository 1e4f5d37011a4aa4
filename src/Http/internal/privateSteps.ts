/**
 * The executor's steps that only a call with credentials takes: the signing step, the checks of order entry (its
 * quantities and prices; new orders against the loaded instrument rules), the retry policy of writes, and the lookup
 * that confirms an order creation whose answer was lost. `BybitHttp.layer`
 * installs them; `Bybit.layerPublic`'s executor leaves them out, so a program on it bundles none of them (the
 * signers, the rules check, the order lookup).
 *
 * @since 1.0.0
 * @internal
 */
import * as Effect from "effect/Effect"
import type * as Fiber from "effect/Fiber"
import * as Option from "effect/Option"
import type * as Tracer from "effect/Tracer"
import { InvalidParameters, type InvalidPrivateKey } from "../../Errors/ConfigError.js"
import type { OutcomeUnknown } from "../../Errors/SocketError.js"
import type * as Credentials from "../../Layers/Credentials.js"
import * as RequestDefaults from "../../Layers/RequestDefaults.js"
import type { CallOptions } from "../BybitHttp.js"
import type * as Endpoint from "../Endpoint.js"
import * as Validate from "../Validate.js"
import type * as Execute from "./execute.js"
import * as OrderCheck from "./orderCheck.js"
import type * as RequestPlain from "./requestPlain.js"
import * as RequestStep from "./requestStep.js"
import type * as RetryPolicy from "./retryPolicy.js"
import * as RetryWrites from "./retryWrites.js"
import * as RulesCheck from "./rulesCheck.js"

/**
 * The steps of calls with credentials.
 *
 * @since 1.0.0
 * @internal
 */
export interface PrivateSteps {
  /** The request of a call with credentials, signed, handed to the send. */
  readonly signedThen: typeof signedThen
  /** A call's wire parameters checked against the loaded instrument rules (new orders, when they are installed). */
  readonly checkRules: typeof checkRules
  /** The check of a call's parameters with the quantities and prices of order entry (only private calls enter orders). */
  readonly checkParams: typeof Validate.params
  /**
   * A write (a private call that is not idempotent) under the retry policy: its outcome confirmed by a lookup when it
   * creates an order with a link id, unknown after a transient failure otherwise.
   */
  readonly runWrite: typeof runWrite
}

/** The signed request of a call with credentials, handed to `then`. */
const signedThen = <A, E>(
  ex: Execute.Executor,
  endpoint: Endpoint.Any,
  wire: Record<string, unknown>,
  credentials: Option.Option<Credentials.ApiCredentials>,
  callOptions: CallOptions,
  then: (request: RequestPlain.Outgoing) => Effect.Effect<A, E>
): Effect.Effect<A, E | InvalidPrivateKey> =>
  RequestStep.buildThen(
    endpoint,
    wire,
    {
      credentials,
      signer: ex.signer,
      now: ex.clock.now,
      recvWindow: RequestDefaults.recvWindowOf(ex.requestSettings, callOptions),
      referer: ex.referer
    },
    then
  )

/** `then`, or the first instrument rule a new order breaks (when the rules are installed) as `InvalidParameters`. */
const checkRules = <A, E>(
  fiber: Fiber.Fiber<unknown, unknown>,
  endpoint: Endpoint.Any,
  wire: Record<string, unknown>,
  then: () => Effect.Effect<A, E>
): Effect.Effect<A, E | InvalidParameters> => {
  const rules = RulesCheck.checks(endpoint) ? fiber.getRef(RulesCheck.RulesCheck) : undefined
  if (rules === undefined) return then()
  return Effect.flatMap(
    RulesCheck.problem(rules, endpoint, wire),
    (problem): Effect.Effect<A, E | InvalidParameters> =>
      Option.isSome(problem)
        ? Effect.fail(new InvalidParameters({ endpoint: endpoint.path, ...problem.value }))
        : then()
  )
}

/** A write under the retry policy; `plan` is made once a send has failed, `send` its one send. */
const runWrite = <Name extends string, A extends Endpoint.Auth, P, PI, R, RI, E>(
  ex: Execute.Executor,
  endpoint: Endpoint.Endpoint<Name, A, P, PI, R, RI, E>,
  params: P,
  send: Effect.Effect<unknown, RetryPolicy.Tagged>,
  plan: () => RetryPolicy.Plan<unknown, RetryPolicy.Tagged>,
  policy: RetryPolicy.Policy,
  span: Tracer.Span | undefined,
  run: typeof Execute.run
): Effect.Effect<unknown, RetryPolicy.Tagged | OutcomeUnknown> => {
  // parameters that are no object (plain JavaScript's) are refused by the send's first step; nothing reads them here
  const raw: Readonly<Record<string, unknown>> =
    typeof params === "object" && params !== null ? (params as Readonly<Record<string, unknown>>) : {}
  const orderLinkId = typeof raw.orderLinkId === "string" && raw.orderLinkId !== "" ? raw.orderLinkId : undefined
  // the link id a lookup confirms a failed send by: an order creation's only
  if (endpoint.confirmBy !== "orderLinkId" || orderLinkId === undefined) {
    return RetryWrites.runUnconfirmed(send, () => ({ ...plan(), confirm: Option.none(), orderLinkId }), policy)
  }
  // the lookup made with the plan, once a send has failed
  const confirm = (): Effect.Effect<Option.Option<unknown>, RetryPolicy.Tagged> =>
    OrderCheck.confirmation(ex, endpoint, raw, orderLinkId, span, run)
  return RetryWrites.runConfirmed(send, () => ({ ...plan(), confirm: Option.some(confirm()), orderLinkId }), policy)
}

/**
 * The steps `BybitHttp.layer` installs.
 *
 * @since 1.0.0
 * @internal
 */
export const steps: PrivateSteps = {
  signedThen,
  checkRules,
  checkParams: Validate.params,
  runWrite
}
