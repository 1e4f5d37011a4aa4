/**
 * The retry stage of the full list (`Bybit.layer`'s): reads re-sent under the policy (`Retry`), writes never re-sent
 * blindly — an order creation with a link id confirmed by the lookup the confirm stage put on the call after an
 * ambiguous failure, any other write's lost answer an `OutcomeUnknown`. A public write (none exists on V5) is sent
 * once.
 *
 * @since 1.2.0
 */

import * as Option from "effect/Option"
import * as RetryPolicy from "../internal/retryPolicy.js"
import type * as Pipeline from "../Pipeline.js"

/**
 * The retry stage under a policy; `pauses`: a budget pauses a limited group itself (the plan then has no wait of its
 * own for a 10006's reset).
 *
 * @since 1.2.0
 */
export const make = (options: RetryPolicy.StageOptions): Pipeline.Stage => {
  const { policy, clock, pauses } = options
  return RetryPolicy.stage(options, (call, send) => {
    if (call.endpoint.auth !== "private") return send
    // parameters that are no object (plain JavaScript's) are refused by the prepare stage; nothing reads them here
    const params = call.params
    const raw: Readonly<Record<string, unknown>> =
      typeof params === "object" && params !== null ? (params as Readonly<Record<string, unknown>>) : {}
    const orderLinkId = typeof raw.orderLinkId === "string" && raw.orderLinkId !== "" ? raw.orderLinkId : undefined
    // the lookup a failed send is confirmed by: an order creation's with a link id only
    const confirm = call.confirm
    if (confirm === undefined || orderLinkId === undefined) {
      return RetryPolicy.runUnconfirmed(send, () => RetryPolicy.plan(call, send, clock, pauses, orderLinkId), policy)
    }
    return RetryPolicy.runConfirmed(
      send,
      () => ({
        ...RetryPolicy.plan(call, send, clock, pauses, orderLinkId),
        confirm: Option.some(confirm(call, orderLinkId))
      }),
      policy
    )
  })
}
