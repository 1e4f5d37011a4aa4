/**
 * The classify stage: a refused request's code (the envelope the decode stage kept on the call) as its tagged error —
 * documented and common codes by their tags, unknown ones `ApiError` — by the call's channel (V5 or an older
 * family's) and the endpoint's declared errors. The WebSocket trade API classifies a refusal as a REST call does
 * (`classify`).
 *
 * The error catalogue's rows (`catalogueRows`: each code with its class's tag, plain data) load on the first refused
 * request instead of with the program: a bundle that splits at dynamic imports starts with only the error classes
 * its endpoints name. The rows' chunk holds no code and imports nothing, so it splits no shared chunk off the
 * program's own: a lazy chunk of code (the retry policy and the ~700 class definitions were one) made the bundler
 * move every module both used into a shared chunk, with an import list of every name the program took from it. Once
 * loaded the rows classify synchronously, with the same rules as `Classify`.
 *
 * @since 1.2.0
 */
import * as Effect from "effect/Effect"
import type * as Catalogue from "../../Errors/Catalogue.js"
import { codeTable } from "../../Errors/CatalogueClass.js"
import { classifyWith } from "../../Errors/ClassifyRule.js"
import type * as Rows from "../../Errors/catalogueRows.js"
import type { ExchangeError, ExchangeErrorInput } from "../../Errors/ExchangeError.js"
import { ApiError } from "../../Errors/exchange/Common.js"
import type { UnexpectedExchangeError } from "../../Errors/UnexpectedExchangeError.js"
import type * as Pipeline from "../Pipeline.js"

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
 * The classify stage: the last of the list, it ends the call with the refusal's error.
 *
 * @since 1.2.0
 */
export const stage: Pipeline.Stage = () => (call) => {
  const endpoint = call.endpoint
  return Effect.flatMap(
    classify(
      endpoint.envelope === "legacy" ? "legacy" : "rest",
      call.refusal as ExchangeErrorInput,
      endpoint.errors,
      endpoint.auth === "private"
    ),
    Effect.fail
  )
}
