/**
 * The stages only a call with credentials takes, made for the full list `BybitHttp.make` composes: confirm (the
 * lookup of an order creation whose answer was lost), retry (the policy of writes besides that of reads), checkRules
 * (new orders against the loaded instrument rules), budget (the rate budget's draw, when one is installed) and sign;
 * and the check of parameters with the quantities and prices of order entry. `Bybit.layerPublic`'s list leaves them
 * out, so a program on it bundles none of them. The executor puts them in their places in its list.
 *
 * @since 1.0.0
 * @internal
 */
import * as Effect from "effect/Effect"
import type { ClockOffset } from "../../Layers/ClockOffset.js"
import type * as RequestDefaults from "../../Layers/RequestDefaults.js"
import type * as Decoding from "../../Schema/Decoding.js"
import type * as Signer from "../../Signing/Signer.js"
import type * as Pipeline from "../Pipeline.js"
import * as Budget from "../stages/budget.js"
import * as CheckRules from "../stages/checkRules.js"
import * as Confirm from "../stages/confirm.js"
import * as Retry from "../stages/retry.js"
import * as Sign from "../stages/sign.js"
import * as Checks from "./checks.js"

/**
 * What the full list adds to the public-only one, made from the executor's resolved services.
 *
 * @since 1.2.0
 * @internal
 */
export interface PrivateStages {
  readonly checkParams: typeof Checks.params
  readonly confirm: Pipeline.Stage
  readonly retry: Pipeline.Stage | undefined
  readonly checkRules: Pipeline.Stage
  readonly budget: Pipeline.Stage | undefined
  readonly sign: Pipeline.Stage
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
  readonly policy: Pipeline.Policy | undefined
  readonly decoding: Decoding.Decoding
}): Effect.Effect<PrivateStages> =>
  Effect.map(Budget.installed(services.clock), (budget) => ({
    checkParams: Checks.params,
    confirm: Confirm.make(services.decoding),
    retry:
      services.policy === undefined
        ? undefined
        : Retry.make({ policy: services.policy, clock: services.clock, pauses: budget.pauses }),
    checkRules: CheckRules.stage,
    budget: budget.stage,
    sign: Sign.make(services)
  }))
