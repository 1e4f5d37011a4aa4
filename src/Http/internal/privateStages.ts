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

import * as Clock from "effect/Clock"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import type * as Metric from "effect/Metric"
import * as Option from "effect/Option"
import type * as Redacted from "effect/Redacted"
import * as Result from "effect/Result"
import { InvalidParameters, type InvalidPrivateKey } from "../../Errors/ConfigError.js"
import { DecodeError, HttpError } from "../../Errors/TransportError.js"
import type { ClockOffset } from "../../Layers/ClockOffset.js"
import type { ApiCredentials } from "../../Layers/Credentials.js"
import {
  accountOf,
  costOf,
  type Draw,
  isUnlimited,
  RateBudget,
  type RateBudgetService,
  withUnitsOf
} from "../../Layers/RateBudgetService.js"
import type { RateBudgetUnavailable } from "../../Layers/RateBudgetStore.js"
import * as RequestDefaults from "../../Layers/RequestDefaults.js"
import * as Metrics from "../../Observability/Metrics.js"
import type * as Decoding from "../../Schema/Decoding.js"
import type * as Order from "../../Schema/Order.js"
import * as Signer from "../../Signing/Signer.js"
import * as SignLegacy from "../../Signing/SignLegacy.js"
import * as SignV5 from "../../Signing/SignV5.js"
import type * as Endpoint from "../Endpoint.js"
import type * as Pipeline from "../Pipeline.js"
import { encoded, formType, jsonType, type Outgoing, unsigned, withReferer } from "../Pipeline.js"
import * as Reply from "../Reply.js"
import * as StatusText from "../StatusText.js"
import type * as Transport from "../Transport.js"
import * as Validate from "../Validate.js"
import * as OrderLookup from "./orderLookup.js"
import * as ParseErrors from "./parseErrors.js"

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
  if (!checks(endpoint)) return next()
  return Effect.withFiber((fiber) => {
    const rules = fiber.getRef(RulesCheck)
    if (rules === undefined) return next()
    return Effect.flatMap(
      problem(rules, endpoint, wire),
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
    buildThen(
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
  (policy: Pipeline.Policy): Pipeline.Retry =>
  (call, params, send, plan, confirm, lookup) => {
    const endpoint = call.endpoint
    if (endpoint.idempotent) return Reply.runIdempotent(send, plan, policy)
    // parameters that are no object (plain JavaScript's) are refused by the prepare stage; nothing reads them here
    const raw: Readonly<Record<string, unknown>> =
      typeof params === "object" && params !== null ? (params as Readonly<Record<string, unknown>>) : {}
    const orderLinkId = typeof raw.orderLinkId === "string" && raw.orderLinkId !== "" ? raw.orderLinkId : undefined
    // the link id a lookup confirms a failed send by: an order creation's only
    if (confirm === undefined || endpoint.confirmBy !== "orderLinkId" || orderLinkId === undefined) {
      return Reply.runUnconfirmed(send, () => ({ ...plan(), confirm: Option.none(), orderLinkId }), policy)
    }
    return Reply.runConfirmed(
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
  readonly policy: Pipeline.Policy | undefined
  readonly decoding: Decoding.Decoding
}): Effect.Effect<PrivateStages> =>
  Effect.map(installed(services.clock), (budget) => ({
    checkParams: Validate.params,
    checkRules,
    budget: budget.stage,
    budgetPauses: budget.pauses,
    sign: sign(services.signer, services.clock, services.requestSettings, services.referer),
    retry: services.policy === undefined ? undefined : retry(services.policy),
    confirm: confirmStage(services.decoding)
  }))

// The instrument-rules check of new orders: `InstrumentRules.layer` installs one (a reference in the context of the
// program it is provided to), and the checkRules stage runs it on the wire parameters of every endpoint whose
// definition creates orders (`orderEntry` `create` or `createBatch`) before signing. It only reads rules already
// loaded: it never looks a symbol up, so it adds no request and no wait to an order.
/**
 * A rule one order breaks: the order's field and why (`"20000.05 breaks the tickSize rule ..."`).
 *
 * @since 2.0.0
 * @internal
 */
export interface Violation {
  readonly field: string
  readonly detail: string
}

/**
 * The check of one order (its `category` and `symbol` among its fields): the first rule it breaks, by its symbol's
 * rules when they are loaded; none when they are not.
 *
 * @since 2.0.0
 * @internal
 */
export type Check = (order: Readonly<Record<string, unknown>>) => Effect.Effect<Option.Option<Violation>>

/**
 * The check in force: none unless `InstrumentRules.layer` installed one.
 *
 * @since 2.0.0
 * @internal
 */
export const RulesCheck: Context.Reference<Check | undefined> = Context.Reference<Check | undefined>(
  "effect-bybit/InstrumentRules/RulesCheck",
  { defaultValue: () => undefined }
)

/**
 * Whether an endpoint's orders are checked against the rules: it creates orders, by its definition.
 *
 * @since 2.0.0
 * @internal
 */
export const checks = (endpoint: Pick<Endpoint.Any, "orderEntry">): boolean =>
  endpoint.orderEntry === "create" || endpoint.orderEntry === "createBatch"

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/**
 * The first rule the orders of a call break, as a problem of its parameters: the order itself (`create`), or each
 * order of the batch's `request`, with the batch's `category` (`createBatch`).
 *
 * @since 2.0.0
 * @internal
 */
export const problem = (
  check: Check,
  endpoint: Pick<Endpoint.Any, "orderEntry">,
  wire: Readonly<Record<string, unknown>>
): Effect.Effect<Option.Option<Validate.Problem>> => {
  if (endpoint.orderEntry === "create") {
    return Effect.map(
      check(wire),
      Option.map((v) => ({ path: `params.${v.field}`, detail: v.detail }))
    )
  }
  const items = wire.request
  if (!Array.isArray(items)) return Effect.succeedNone
  const at = (i: number): Effect.Effect<Option.Option<Validate.Problem>> => {
    if (i >= items.length) return Effect.succeedNone
    const item: unknown = items[i]
    if (!isRecord(item)) return at(i + 1)
    return Effect.flatMap(check({ category: wire.category, ...item }), (found) =>
      Option.isSome(found)
        ? Effect.succeed(Option.some({ path: `params.request[${i}].${found.value.field}`, detail: found.value.detail }))
        : at(i + 1)
    )
  }
  return at(0)
}

// The budget stage: which budget a call consults, the exchange under it (the draw taken before signing, the headers
// read back after, a 10006 pausing the group, a 403 telling it of a ban), and the wait each call records.
// each endpoint's budget-wait histogram
const budgetWaitOf = Metrics.budgetWaitOf

/**
 * The budget stage over one budget: the draw taken before signing (so a wait never stales the timestamp), the
 * headers read back into it after, and a 10006 pausing the group until the reset its headers name.
 *
 * @since 1.2.0
 * @internal
 */
export const budgetStage =
  (budget: RateBudget["Service"], clock: ClockOffset["Service"]): Pipeline.Budget =>
  (call, wire, credentials, exchange, decode) => {
    const endpoint = call.endpoint
    const draw = drawOf(
      endpoint,
      wire,
      Option.map(credentials, (c) => c.apiKey)
    )
    // sign → send, then the rate-limit headers read back into the budget
    const use = (sentAt: number) =>
      Effect.flatMap(exchange, (response) => {
        const rateLimit = Reply.fromHeaders(response.headers)
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
      withUnits(budget, draw, endpoint, budgetWaitOf(endpoint.path), use),
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
  readonly rateLimit: Option.Option<Pipeline.RateLimitStatus>
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
        : { stage: budgetStage(budget.value, clock), pauses: true }
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

// The sign stage's request: the request of a call (`Pipeline.unsigned`'s pieces) with the request headers, signed —
// V5 headers (`SignV5.headersThen`), or the older families' signed parameters (`SignLegacy`), sent exactly as signed.
/**
 * What the step needs besides the wire parameters.
 *
 * @since 0.2.0
 */
export interface SignContext {
  readonly credentials: Option.Option<ApiCredentials>
  readonly signer: Signer.SignerService
  /** The signing time: the local clock plus the server offset. */
  readonly now: Effect.Effect<number>
  readonly recvWindow: number
  readonly referer: string
}

/**
 * The request of a call: encoded, and signed when it carries credentials (a multipart body once `ready` has run).
 *
 * @since 0.2.0
 */
export const build = (
  endpoint: Endpoint.Any,
  wire: Record<string, unknown>,
  context: SignContext
): Effect.Effect<Outgoing, InvalidPrivateKey> => buildThen(endpoint, wire, context, Effect.succeed)

/**
 * The request of a call handed to `then` (the send), with no step between the signature and it.
 *
 * @since 0.2.0
 */
export const buildThen = <A, E>(
  endpoint: Endpoint.Any,
  wire: Record<string, unknown>,
  context: SignContext,
  then: (request: Outgoing) => Effect.Effect<A, E>
): Effect.Effect<A, E | InvalidPrivateKey> => {
  const { credentials, recvWindow, referer } = context
  if (Option.isSome(credentials) && endpoint.signing === "legacy")
    return Effect.flatMap(legacy(endpoint, wire, context), then)
  // an unsigned request is ready as it is: no effect steps for it
  if (Option.isNone(credentials)) return then(unsigned(endpoint, wire, referer))
  const { query, body, contentType } = encoded(endpoint, wire)
  // a binary body is signed as bytes: no text round trip may alter it
  return Effect.flatMap(context.now, (timestamp) =>
    SignV5.headersThen(
      context.signer,
      {
        apiKey: credentials.value.apiKey,
        secret: credentials.value.apiSecret,
        timestamp,
        recvWindow,
        ...(typeof body === "object" ? { body } : { query: body ?? query })
      },
      (signed) => then({ query, body, contentType, headers: withReferer(referer, signed) })
    )
  )
}

/** The older families' signed parameters, sent exactly as they were signed. */
const legacy = (
  endpoint: Endpoint.Any,
  wire: Record<string, unknown>,
  context: SignContext
): Effect.Effect<Outgoing, InvalidPrivateKey> =>
  Effect.gen(function* () {
    const headers = withReferer(context.referer, undefined)
    const credentials = context.credentials as Option.Some<ApiCredentials>
    const signed = yield* Effect.provideService(
      SignLegacy.sign({
        params: wire,
        apiKey: credentials.value.apiKey,
        secret: credentials.value.apiSecret,
        timestamp: yield* context.now,
        recvWindow: context.recvWindow
      }),
      Signer.Signer,
      context.signer
    )
    // the older APIs verify the sorted, unencoded string: send exactly the bytes that were signed
    if (endpoint.method !== "POST") return { query: signed.query, body: undefined, contentType: undefined, headers }
    return endpoint.bodyEncoding === "form"
      ? { query: "", body: signed.query, contentType: formType, headers }
      : { query: "", body: JSON.stringify(signed.params), contentType: jsonType, headers }
  })

// The confirm stage: after a failed send of an order carrying an `orderLinkId`, the order is looked up (open orders,
// then history) before anything is re-sent.
/** What the lookups answer (their result schema's type, `orderLookup`). */
interface Found {
  readonly list: ReadonlyArray<{ readonly orderId: string; readonly orderLinkId: string }>
}

/** Finds an order by its orderLinkId: open orders first, then history. */
const lookupOrder = (
  lookup: Pipeline.Lookup,
  call: Pipeline.Call,
  wire: Readonly<Record<string, unknown>>,
  orderLinkId: string
): Effect.Effect<Option.Option<Pipeline.Response<unknown>>, Pipeline.StageError> => {
  const query = {
    category: wire.category as Order.OrderRealtimeRequest["category"],
    ...(typeof wire.symbol === "string" ? { symbol: wire.symbol } : {}),
    orderLinkId
  }
  // a lookup is an idempotent read under the same policy: re-sent on transient errors, and a 10006 waits for
  // its group's reset (the lookups meet the same budget as everything else)
  const find = (endpoint: typeof OrderLookup.openOrders | typeof OrderLookup.orderHistory) =>
    lookup(endpoint, query, call.span).pipe(
      Effect.map((response) => {
        const list = (response.result as Found).list
        const order = list.find((o) => o.orderLinkId === orderLinkId)
        return order === undefined
          ? Option.none<Pipeline.Response<unknown>>()
          : Option.some<Pipeline.Response<unknown>>({
              ...response,
              result: { orderId: order.orderId, orderLinkId: order.orderLinkId }
            })
      })
    )
  return Effect.flatMap(find(OrderLookup.openOrders), (open) =>
    Option.isSome(open) ? Effect.succeed(open) : find(OrderLookup.orderHistory)
  )
}

/**
 * The confirm stage (`Pipeline.Confirm`): after a failed send of an order creation with a link id, the order looked
 * up through the whole list (`lookup`) and decoded as the creation's result with the executor's decoding.
 *
 * @since 1.2.0
 * @internal
 */
export const confirmStage =
  (decoding: Decoding.Decoding): Pipeline.Confirm =>
  (call, raw, orderLinkId, lookup) =>
    Effect.flatMap(lookupOrder(lookup, call, raw, orderLinkId), (found) => {
      if (Option.isNone(found)) return Effect.succeed(Option.none())
      const decoded = decoding.decoder(call.endpoint.response)(found.value.result)
      return Result.isFailure(decoded)
        ? Effect.fail(
            new DecodeError({ endpoint: call.endpoint.path, ...ParseErrors.info(decoded.failure, "$.result") })
          )
        : Effect.succeed(Option.some({ ...found.value, result: decoded.success }))
    })
