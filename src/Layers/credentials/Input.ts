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
import type * as Redacted from "effect/Redacted"
import * as Result from "effect/Result"
import type { IncompleteCredentials } from "../../Errors/config/Keys.js"
import { type ApiCredentials, Credentials, check } from "./Default.js"

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

/**
 * Validates a credential pair (see `check`): both or neither, each a string or a `Redacted` string. A key without a
 * secret (or the reverse) fails with 'API Key & Secret are both required for private endpoints'
 * (`IncompleteCredentials`). A number, an object, `null` or a `Redacted` wrapped twice (which only untyped JavaScript
 * can pass) is a defect carrying `InvalidCredentials`, naming the field.
 *
 * @since 0.1.0
 * @category constructors
 */
export const make = (input: CredentialsInput): Effect.Effect<Option.Option<ApiCredentials>, IncompleteCredentials> => {
  const checked = check(input)
  if (Result.isSuccess(checked)) return Effect.succeed(checked.success)
  // what the input's type forbids (a number, a Redacted wrapped twice) can only come from untyped code: a defect,
  // raised here, before anything is sent, so that the error channel stays the one typed callers handle
  return checked.failure._tag === "IncompleteCredentials" ? Effect.fail(checked.failure) : Effect.die(checked.failure)
}

/**
 * Default credentials from values.
 *
 * @example
 * ```ts
 * import { Credentials } from "effect-bybit"
 * import * as Redacted from "effect/Redacted"
 *
 * // plain strings are wrapped in `Redacted` at once; a half pair fails with IncompleteCredentials
 * const credentials = Credentials.layer({ apiKey: "<apiKey>", apiSecret: Redacted.make("<apiSecret>") })
 * ```
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
