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
import * as Validate from "../Validate.js"
import * as LazyFailure from "./lazyFailure.js"
import * as OrderCheck from "./orderCheck.js"
import * as RequestStep from "./requestStep.js"
import * as RulesCheck from "./rulesCheck.js"

/**
 * The steps of calls with credentials.
 *
 * @since 1.0.0
 * @internal
 */
export interface PrivateSteps {
  /** The request of a call, signed when it carries credentials, handed to the send. */
  readonly buildThen: typeof RequestStep.buildThen
  /** Whether the endpoint's orders are checked against the loaded instrument rules. */
  readonly checksRules: typeof RulesCheck.checks
  /** The loaded instrument rules (a fiber reference). */
  readonly rules: typeof RulesCheck.RulesCheck
  /** The first rule a call's orders break. */
  readonly problem: typeof RulesCheck.problem
  /** The lookup confirming an order creation by its link id. */
  readonly confirmation: typeof OrderCheck.confirmation
  /** The check of a call's parameters with the quantities and prices of order entry (only private calls enter orders). */
  readonly checkParams: typeof Validate.params
  /** A write (a private call that is not idempotent) under the retry policy, its outcome confirmed by a lookup. */
  readonly runConfirmed: typeof LazyFailure.run
  /** A write under the retry policy with no lookup to confirm it: a transient failure leaves its outcome unknown. */
  readonly runUnconfirmed: typeof LazyFailure.runUnconfirmed
}

/**
 * The steps `BybitHttp.layer` installs.
 *
 * @since 1.0.0
 * @internal
 */
export const steps: PrivateSteps = {
  buildThen: RequestStep.buildThen,
  checksRules: RulesCheck.checks,
  rules: RulesCheck.RulesCheck,
  problem: RulesCheck.problem,
  confirmation: OrderCheck.confirmation,
  checkParams: Validate.params,
  runConfirmed: LazyFailure.run,
  runUnconfirmed: LazyFailure.runUnconfirmed
}
