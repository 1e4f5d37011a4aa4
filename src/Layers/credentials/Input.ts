/**
 * Credentials made from input or configuration: plain strings or `Redacted` values, a key and its secret both given
 * or neither. Re-exported by `Credentials`.
 *
 * @since 0.1.0
 */
import * as Config from "effect/Config"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as Redacted from "effect/Redacted"
import { IncompleteCredentials } from "../../Errors/config/Keys.js"
import { type ApiCredentials, Credentials } from "./Default.js"

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
