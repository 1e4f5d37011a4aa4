/**
 * The failure path. The error catalogue's rows (`catalogueRows`: each code with its class's tag, plain data) load
 * on the first refused request instead of with the program: a bundle that splits at dynamic imports starts with only
 * the error classes its endpoints name. The rows' chunk holds no code and imports nothing, so it splits no shared
 * chunk off the program's own: a lazy chunk of code (the retry policy and the ~700 class definitions were one) made
 * the bundler move every module both used into a shared chunk, with an import list of every name the program took
 * from it. The retry policy (`failure`, small: docs/BENCHMARKS.md, "Figures quoted from code") is therefore part of the
 * program. Once loaded the rows classify
 * synchronously, with the same rules as `Classify`.
 *
 * @since 0.2.0
 * @internal
 */
import * as Effect from "effect/Effect"
import type * as Catalogue from "../../Errors/Catalogue.js"
import { codeTable } from "../../Errors/CatalogueClass.js"
import { classifyWith } from "../../Errors/ClassifyRule.js"
import type * as Rows from "../../Errors/catalogueRows.js"
import type { ExchangeError, ExchangeErrorInput } from "../../Errors/ExchangeError.js"
import { ApiError } from "../../Errors/exchange/Common.js"
import type { OutcomeUnknown } from "../../Errors/SocketError.js"
import type { UnexpectedExchangeError } from "../../Errors/UnexpectedExchangeError.js"
import type * as Pipeline from "../Pipeline.js"
import * as Failure from "./failure.js"
import type * as RetryPolicy from "./retryPolicy.js"

let rows: typeof Rows | undefined

const loadRows: Effect.Effect<typeof Rows, unknown> = Effect.tryPromise({
  try: () => import("../../Errors/catalogueRows.js"),
  catch: (error) => error
}).pipe(
  Effect.map((module) => {
    rows = module
    return module
  })
)

// Each channel's table, made on its first lookup: `trade` and `legacy` rows over `rest`'s (later rows win), as
// `Catalogue.table` merges them
const tables: { -readonly [C in Catalogue.Channel]?: ReadonlyMap<number, Catalogue.ErrorClass> } = {}
const tableOf = (from: typeof Rows, channel: Catalogue.Channel): ReadonlyMap<number, Catalogue.ErrorClass> =>
  (tables[channel] ??= codeTable<Catalogue.ErrorClass>(
    channel === "rest" ? from.rest : [...from.rest, ...(channel === "trade" ? from.trade : from.legacy)]
  ))

const classifyBy = (
  from: typeof Rows,
  channel: Catalogue.Channel,
  input: ExchangeErrorInput,
  declared: ReadonlyArray<unknown>,
  isPrivate: boolean
): ExchangeError | UnexpectedExchangeError =>
  classifyWith(tableOf(from, channel).get(input.code), input, declared, isPrivate)

/**
 * The error for a refused request, as `Classify.classify` gives it. Should the catalogue fail to load (a chunk a
 * browser could not fetch), the error is the `ApiError` of a code outside the catalogue: code and message intact.
 *
 * @since 0.2.0
 * @internal
 */
export const classify = (
  channel: Catalogue.Channel,
  input: ExchangeErrorInput,
  declared: ReadonlyArray<unknown>,
  isPrivate: boolean
): Effect.Effect<ExchangeError | UnexpectedExchangeError> =>
  rows !== undefined
    ? Effect.succeed(classifyBy(rows, channel, input, declared, isPrivate))
    : // (`Effect.catch` rather than `Effect.match`, whose failure primitive the program would carry for this alone)
      Effect.catch(
        Effect.map(loadRows, (module) => classifyBy(module, channel, input, declared, isPrivate)),
        () => Effect.succeed(new ApiError(input))
      )

/**
 * The first send as it is; on its first failure `recover` runs (`Effect.catch` as a failure frame that a success
 * steps over, as the policy's own runners build it).
 */
const afterFirstFailure = <A, E, E3>(
  send: Effect.Effect<A, E>,
  recover: (error: E) => Effect.Effect<A, E3>
): Effect.Effect<A, E | E3> => Effect.catchCause(send, (cause) => Effect.catch(Effect.failCause(cause), recover))

/**
 * `Retry.runIdempotent`: the first send as it is, the plan made on its first failure.
 *
 * @since 0.2.0
 * @internal
 */
export const runIdempotent = <A, E extends RetryPolicy.Tagged, E2 extends RetryPolicy.Tagged = E>(
  send: Effect.Effect<A, E>,
  plan: () => RetryPolicy.Plan<A, E, E2>,
  policy: RetryPolicy.Policy
): Effect.Effect<A, E | OutcomeUnknown> =>
  afterFirstFailure(send, (error) => Failure.recoverIdempotent(send, plan, policy, error))

/**
 * The classify stage (`Pipeline.ClassifyStage`): a refused request's code as its tagged error, by the call's
 * channel (V5 or an older family's) and the endpoint's declared errors.
 *
 * @since 1.2.0
 * @internal
 */
export const classifyStage: Pipeline.ClassifyStage = (call, input) =>
  classify(
    call.endpoint.envelope === "legacy" ? "legacy" : "rest",
    input,
    call.endpoint.errors,
    call.endpoint.auth === "private"
  ) as Effect.Effect<Pipeline.StageError>

/**
 * The retry stage of reads (`Pipeline.Retry`), the only one the public-only list has: an idempotent call re-sent
 * under the policy; anything else (a write, which the public-only list cannot sign) sent once.
 *
 * @since 1.2.0
 * @internal
 */
export const retryReads =
  (policy: RetryPolicy.Policy): Pipeline.Retry =>
  (call, _params, send, plan) =>
    call.endpoint.idempotent ? runIdempotent(send, plan, policy) : send
