/**
 * The fleet's secret: what every runner and client of a cluster (fleet sessions, sweeps) holds and proves to the
 * others before any message is handled (`FleetLink`), and what a key's entity id is derived from (`SessionEntity`),
 * so that knowing a key string or an entity id addresses nothing. It is read from a file (`secretFile`, e.g.
 * `--fleet-secret-file`) or the environment (`EFFECT_BYBIT_FLEET_SECRET`), never the command line, and held
 * `Redacted`: no log, error or span holds it.
 *
 * @since 1.3.0
 */
import { createHmac } from "node:crypto"
import { readFileSync } from "node:fs"
import * as Config from "effect/Config"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as Redacted from "effect/Redacted"
import * as Schema from "effect/Schema"

/**
 * The environment variable the fleet secret is read from when no file is named.
 *
 * @since 1.3.0
 * @category constants
 */
export const environmentVariable = "EFFECT_BYBIT_FLEET_SECRET"

/**
 * The fewest characters a fleet secret may have (e.g. `openssl rand -hex 32` gives 64).
 *
 * @since 1.3.0
 * @category constants
 */
export const minimumLength = 32

/**
 * Where the fleet secret comes from: given (`secret`, e.g. read by the program itself), a file (`secretFile`: its
 * content, trailing whitespace trimmed), else the environment (`EFFECT_BYBIT_FLEET_SECRET`).
 *
 * @since 1.3.0
 * @category models
 */
export interface Options {
  readonly secret?: Redacted.Redacted<string> | undefined
  readonly secretFile?: string | undefined
}

/**
 * No usable fleet secret: none given, its file unreadable, or too short. Names what is wrong, never the secret.
 *
 * @since 1.3.0
 * @category errors
 */
export class FleetSecretInvalid extends Schema.TaggedError<FleetSecretInvalid>()("FleetSecretInvalid", {
  reason: Schema.String
}) {
  override get message(): string {
    return `No usable fleet secret: ${this.reason}`
  }
}

/**
 * The fleet secret in effect.
 *
 * @since 1.3.0
 * @category services
 */
export class FleetSecret extends Context.Service<FleetSecret, { readonly secret: Redacted.Redacted<string> }>()(
  "effect-bybit/Cluster/FleetSecret"
) {}

const checked = (secret: string, where: string): Effect.Effect<Redacted.Redacted<string>, FleetSecretInvalid> =>
  secret.length >= minimumLength
    ? Effect.succeed(Redacted.make(secret))
    : Effect.fail(
        new FleetSecretInvalid({ reason: `the secret from ${where} is shorter than ${minimumLength} characters` })
      )

/**
 * Reads the fleet secret (see `Options`).
 *
 * @since 1.3.0
 * @category constructors
 */
export const resolve = (options: Options = {}): Effect.Effect<Redacted.Redacted<string>, FleetSecretInvalid> => {
  if (options.secret !== undefined) return checked(Redacted.value(options.secret), "the options")
  const file = options.secretFile
  if (file !== undefined)
    return Effect.try({
      try: () => readFileSync(file, "utf8").trimEnd(),
      catch: (cause) =>
        new FleetSecretInvalid({
          reason: `the secret file ${file} cannot be read (${(cause as NodeJS.ErrnoException).code ?? "error"})`
        })
    }).pipe(Effect.flatMap((secret) => checked(secret, `the file ${file}`)))
  return Config.option(Config.Redacted(environmentVariable)).pipe(
    Effect.mapError(() => new FleetSecretInvalid({ reason: `${environmentVariable} cannot be read` })),
    Effect.flatMap(
      Option.match({
        onNone: () =>
          Effect.fail(
            new FleetSecretInvalid({
              reason: `give a secret file (secretFile, --fleet-secret-file) or set ${environmentVariable}`
            })
          ),
        onSome: (secret) => checked(Redacted.value(secret), environmentVariable)
      })
    )
  )
}

/**
 * The fleet secret, read as `resolve` does, for the layers that need it.
 *
 * @since 1.3.0
 * @category layers
 */
export const layer = (options: Options = {}): Layer.Layer<FleetSecret, FleetSecretInvalid> =>
  Layer.effect(
    FleetSecret,
    Effect.map(resolve(options), (secret) => ({ secret }))
  )

/**
 * A keyed hash of `text` under the secret (HMAC-SHA-256, base64url), for `purpose` (each purpose its own hash
 * space): what cannot be computed, nor reversed, without the secret.
 *
 * @since 1.3.0
 * @category hashing
 */
export const derive = (secret: Redacted.Redacted<string>, purpose: string, text: string): string =>
  createHmac("sha256", Redacted.value(secret)).update(`${purpose}\u0000${text}`).digest("base64url")

/**
 * The pre-shared key of the link (`FleetLink`): 32 bytes derived from the secret.
 *
 * @since 1.3.0
 * @category hashing
 */
export const linkKey = (secret: Redacted.Redacted<string>): Uint8Array =>
  createHmac("sha256", Redacted.value(secret)).update("effect-bybit fleet link psk v1").digest()
