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

// From JavaScript a set may arrive as plain strings where the types say `Redacted`: wrapped here, so it signs as any
// other set (unwrapped, the first signature would die on `Redacted.value`, naming nothing).
const redactedOf = (value: unknown): Redacted.Redacted<string> | undefined =>
  Redacted.isRedacted(value)
    ? (value as Redacted.Redacted<string>)
    : typeof value === "string" && value.length > 0
      ? Redacted.make(value)
      : undefined

/**
 * Runs an effect with another credential set, e.g. a sub-account's key, without a second client. From JavaScript,
 * plain strings are taken as they would be by `Credentials.make`; a set without a key or a secret is a defect that
 * says so (never one that shows either).
 *
 * @since 0.1.0
 * @category combinators
 */
export const withCredentials: {
  (credentials: ApiCredentials): <A, E, R>(self: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>
  <A, E, R>(self: Effect.Effect<A, E, R>, credentials: ApiCredentials): Effect.Effect<A, E, R>
} = dual(2, <A, E, R>(self: Effect.Effect<A, E, R>, credentials: ApiCredentials): Effect.Effect<A, E, R> => {
  const apiKey = redactedOf(credentials?.apiKey)
  const apiSecret = redactedOf(credentials?.apiSecret)
  return apiKey === undefined || apiSecret === undefined
    ? Effect.die(
        new TypeError(
          "Credentials.withCredentials: apiKey and apiSecret must both be non-empty strings or Redacted values"
        )
      )
    : Effect.provideService(
        self,
        currentOverride,
        Option.some(
          apiKey === credentials.apiKey && apiSecret === credentials.apiSecret ? credentials : { apiKey, apiSecret }
        )
      )
})

/**
 * The credentials in force: the per-fiber override, else the default.
 *
 * @since 0.1.0
 * @category accessors
 */
export const resolve = (defaults: Option.Option<ApiCredentials>): Effect.Effect<Option.Option<ApiCredentials>> =>
  Effect.map(currentOverride, (override) => (Option.isSome(override) ? override : defaults))
