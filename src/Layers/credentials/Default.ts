/**
 * The credentials a client holds and the ones in force: the tag of the default set, the per-fiber override and how
 * they resolve. All a client reads at a call; making a set from input or configuration is `credentials/Input` (a
 * page that only reads the market never loads it). Re-exported by `Credentials`.
 *
 * @since 0.1.0
 */
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import { dual } from "effect/Function"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as Redacted from "effect/Redacted"
import * as Result from "effect/Result"
import { IncompleteCredentials, InvalidCredentials } from "../../Errors/config/Keys.js"

/**
 * One key and its secret (an HMAC secret, or a PEM private key for RSA keys).
 *
 * @since 0.1.0
 * @category models
 */
export interface ApiCredentials {
  readonly apiKey: Redacted.Redacted<string>
  readonly apiSecret: Redacted.Redacted<string>
}

/**
 * The default credentials of a client: `None` for public-only use.
 *
 * @since 0.1.0
 * @category tags
 */
export class Credentials extends Context.Service<Credentials, Option.Option<ApiCredentials>>()(
  "effect-bybit/Credentials"
) {}

/**
 * No credentials: public endpoints only.
 *
 * @since 0.1.0
 * @category layers
 */
export const layerNone: Layer.Layer<Credentials> = Layer.succeed(Credentials, Option.none())
/**
 * A per-fiber override of the default credentials (set by `withCredentials`): a `Context.Reference` whose default is
 * `None`.
 *
 * @since 0.1.0
 * @category references
 */
export const currentOverride: Context.Reference<Option.Option<ApiCredentials>> = Context.Reference<
  Option.Option<ApiCredentials>
>("effect-bybit/Credentials/currentOverride", { defaultValue: () => Option.none() })

// One key or secret of untyped input: undefined when absent or empty, its Redacted string (a plain string is wrapped
// here), or the error naming what it wrongly is (never its value). A Redacted that holds no string (wrapped twice, or
// made by another copy of effect, which cannot read it) is refused too: it would reach the signer and fail there,
// after a socket opened.
const field = (
  input: unknown,
  name: "apiKey" | "apiSecret"
): Redacted.Redacted<string> | undefined | InvalidCredentials => {
  let value: unknown
  let inner: unknown
  try {
    value = input == null ? undefined : (input as Record<string, unknown>)[name]
    inner = Redacted.isRedacted(value) ? Redacted.value(value) : value
  } catch {
    return new InvalidCredentials({ field: name, got: "a value that cannot be read" })
  }
  if (typeof inner === "string") {
    return inner === "" ? undefined : value === inner ? Redacted.make(inner) : (value as Redacted.Redacted<string>)
  }
  if (value === undefined) return undefined
  return new InvalidCredentials({
    field: name,
    got:
      value === null
        ? "null"
        : Redacted.isRedacted(value)
          ? "a Redacted value that is not a string (wrapped twice?)"
          : `a value of type ${Array.isArray(value) ? "array" : typeof value}`
  })
}

/**
 * The one check of a credential set where it enters (`make`, `withCredentials`, a legacy socket's `credentials`):
 * each of key and secret is a string (wrapped in `Redacted` here) or a `Redacted` string, and both are given or
 * neither (an empty string counts as absent). Anything else from untyped JavaScript (a number, an object, `null`, a
 * `Redacted` wrapped twice) fails with `InvalidCredentials` naming the field; one without the other fails with
 * `IncompleteCredentials`. Neither error shows a key or a secret.
 *
 * @since 1.2.0
 * @category constructors
 */
export const check = (
  input: { readonly apiKey?: unknown; readonly apiSecret?: unknown } | undefined
): Result.Result<Option.Option<ApiCredentials>, InvalidCredentials | IncompleteCredentials> => {
  const apiKey = field(input, "apiKey")
  if (apiKey instanceof InvalidCredentials) return Result.fail(apiKey)
  const apiSecret = field(input, "apiSecret")
  if (apiSecret instanceof InvalidCredentials) return Result.fail(apiSecret)
  if (apiKey !== undefined && apiSecret !== undefined) return Result.succeed(Option.some({ apiKey, apiSecret }))
  return apiKey === undefined && apiSecret === undefined
    ? Result.succeed(Option.none())
    : Result.fail(new IncompleteCredentials())
}

/**
 * Runs an effect with another credential set, e.g. a sub-account's key, without a second client. From JavaScript,
 * plain strings are taken as they would be by `Credentials.make`; a set `check` refuses (a number, a `Redacted`
 * wrapped twice, a key without its secret) is a defect carrying that typed error, raised before the effect runs, so
 * nothing is sent (the types leave no room for it from TypeScript).
 *
 * @example
 * ```ts
 * import { Bybit, Credentials, Environment, Trade } from "effect-bybit"
 * import * as Node from "effect-bybit/node"
 * import * as Effect from "effect/Effect"
 * import * as Layer from "effect/Layer"
 * import * as Redacted from "effect/Redacted"
 *
 * const client = Bybit.layer({
 *   environment: Environment.custom({ restUrl: "http://127.0.0.1:8080", wsUrl: "ws://127.0.0.1:8080" }),
 *   credentials: { apiKey: "<master key>", apiSecret: "<master secret>" }
 * }).pipe(Layer.provide(Node.layer))
 *
 * const subAccount = { apiKey: Redacted.make("<sub key>"), apiSecret: Redacted.make("<sub secret>") }
 *
 * // the same client, this one call signed with the sub-account's key
 * const program = Credentials.withCredentials(
 *   Trade.getActiveOrders({ category: "linear", symbol: "BTCUSDT" }),
 *   subAccount
 * )
 *
 * Effect.runPromise(Effect.provide(program, client)).then((orders) => console.log(orders.list.length))
 * ```
 *
 * @since 0.1.0
 * @category combinators
 */
export const withCredentials: {
  (credentials: ApiCredentials): <A, E, R>(self: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>
  <A, E, R>(self: Effect.Effect<A, E, R>, credentials: ApiCredentials): Effect.Effect<A, E, R>
} = dual(2, <A, E, R>(self: Effect.Effect<A, E, R>, credentials: ApiCredentials): Effect.Effect<A, E, R> => {
  const checked = check(credentials)
  return Result.isFailure(checked)
    ? Effect.die(checked.failure)
    : Option.isNone(checked.success)
      ? Effect.die(new IncompleteCredentials())
      : Effect.provideService(self, currentOverride, checked.success)
})

/**
 * The credentials in force: the per-fiber override, else the default.
 *
 * @since 0.1.0
 * @category accessors
 */
export const resolve = (defaults: Option.Option<ApiCredentials>): Effect.Effect<Option.Option<ApiCredentials>> =>
  Effect.map(currentOverride, (override) => (Option.isSome(override) ? override : defaults))
