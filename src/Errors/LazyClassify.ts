/**
 * `Classify.classify` behind a dynamic import: the catalogue (the class of every code, ~700 of them) is loaded on the
 * first refused request instead of with the program, so a bundle that splits at dynamic imports starts with only
 * the error classes its endpoints name. Once loaded it classifies synchronously, with the same rule.
 *
 * @since 0.2.0
 */
import * as Effect from "effect/Effect"
import type * as Catalogue from "./Catalogue.js"
import type * as Classify from "./Classify.js"
import { ApiError, type ExchangeError, type ExchangeErrorInput } from "./ExchangeError.js"
import type { UnexpectedExchangeError } from "./UnexpectedExchangeError.js"

let loaded: typeof Classify | undefined

const load: Effect.Effect<typeof Classify, unknown> = /*#__PURE__*/ Effect.tryPromise({
  try: () => import("./Classify.js"),
  catch: (error) => error
}).pipe(
  /*#__PURE__*/ Effect.tap((module) => {
    loaded = module
  })
)

/**
 * The error for a refused request, as `Classify.classify` gives it. Should the catalogue fail to load (a chunk a
 * browser could not fetch), the error is the `ApiError` of a code outside the catalogue: code and message intact.
 *
 * @since 0.2.0
 * @category constructors
 */
export const classify = (
  channel: Catalogue.Channel,
  input: ExchangeErrorInput,
  declared: ReadonlyArray<unknown>,
  isPrivate: boolean
): Effect.Effect<ExchangeError | UnexpectedExchangeError> =>
  loaded !== undefined
    ? Effect.succeed(loaded.classify(channel, input, declared, isPrivate))
    : Effect.match(load, {
        onFailure: () => new ApiError(input),
        onSuccess: (module) => module.classify(channel, input, declared, isPrivate)
      })
