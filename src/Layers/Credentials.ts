/**
 * API credentials, held as `Redacted` from configuration to the signing call. Several sets can live in one process:
 * the layer gives the default set, `withCredentials` runs one effect with another (e.g. a sub-account).
 *
 * @since 0.1.0
 */
import * as Config from "effect/Config"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import { dual } from "effect/Function"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as Redacted from "effect/Redacted"
import { IncompleteCredentials } from "../Errors/ConfigError.js"

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
 * Input accepted by `make`: plain strings or `Redacted` values; either may be absent (public-only use).
 *
 * @since 0.1.0
 * @category models
 */
export interface CredentialsInput {
  readonly apiKey?: string | Redacted.Redacted<string> | undefined
  readonly apiSecret?: string | Redacted.Redacted<string> | undefined
}

const toRedacted = (
  value: string | Redacted.Redacted<string> | undefined
): Option.Option<Redacted.Redacted<string>> => {
  if (value === undefined) return Option.none()
  const redacted = Redacted.isRedacted(value) ? value : Redacted.make(value)
  return Redacted.value(redacted).length === 0 ? Option.none() : Option.some(redacted)
}

/**
 * Validates a credential pair: both or neither. A key without a secret (or the reverse) fails with
 * 'API Key & Secret are both required for private endpoints'.
 *
 * @since 0.1.0
 * @category constructors
 */
export const make = (input: CredentialsInput): Effect.Effect<Option.Option<ApiCredentials>, IncompleteCredentials> => {
  const apiKey = toRedacted(input.apiKey)
  const apiSecret = toRedacted(input.apiSecret)
  if (Option.isSome(apiKey) && Option.isSome(apiSecret)) {
    return Effect.succeed(Option.some({ apiKey: apiKey.value, apiSecret: apiSecret.value }))
  }
  if (Option.isNone(apiKey) && Option.isNone(apiSecret)) return Effect.succeed(Option.none())
  return Effect.fail(new IncompleteCredentials())
}

/**
 * Default credentials from values.
 *
 * @since 0.1.0
 * @category layers
 */
export const layer = (input: CredentialsInput): Layer.Layer<Credentials, IncompleteCredentials> =>
  Layer.effect(Credentials, make(input))

/**
 * No credentials: public endpoints only.
 *
 * @since 0.1.0
 * @category layers
 */
export const layerNone: Layer.Layer<Credentials> = Layer.succeed(Credentials, Option.none())

/**
 * Default credentials from configuration: `BYBIT_API_KEY` and `BYBIT_API_SECRET` (both optional; one without the
 * other fails with `IncompleteCredentials`).
 *
 * @since 0.1.0
 * @category layers
 */
export const layerConfig: Layer.Layer<Credentials, IncompleteCredentials | Config.ConfigError> = Layer.effect(
  Credentials,
  Effect.gen(function* () {
    const apiKey = yield* Config.option(Config.Redacted("BYBIT_API_KEY"))
    const apiSecret = yield* Config.option(Config.Redacted("BYBIT_API_SECRET"))
    return yield* make({ apiKey: Option.getOrUndefined(apiKey), apiSecret: Option.getOrUndefined(apiSecret) })
  })
)

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

/**
 * Runs an effect with another credential set, e.g. a sub-account's key, without a second client.
 *
 * @since 0.1.0
 * @category combinators
 */
export const withCredentials: {
  (credentials: ApiCredentials): <A, E, R>(self: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>
  <A, E, R>(self: Effect.Effect<A, E, R>, credentials: ApiCredentials): Effect.Effect<A, E, R>
} = dual(
  2,
  <A, E, R>(self: Effect.Effect<A, E, R>, credentials: ApiCredentials): Effect.Effect<A, E, R> =>
    Effect.provideService(self, currentOverride, Option.some(credentials))
)

/**
 * The credentials in force: the per-fiber override, else the default.
 *
 * @since 0.1.0
 * @category accessors
 */
export const resolve = (defaults: Option.Option<ApiCredentials>): Effect.Effect<Option.Option<ApiCredentials>> =>
  Effect.map(currentOverride, (override) => (Option.isSome(override) ? override : defaults))
