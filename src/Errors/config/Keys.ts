/**
 * What a key set can get wrong: a key without its secret (or the reverse), and a PEM secret that cannot sign. Only
 * the code that reads credentials and signs raises them (the account side), so a page that only reads the market
 * never loads them. Re-exported by `ConfigError`.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"

/**
 * An API key was given without a secret (or a secret without a key).
 *
 * @since 0.1.0
 * @category errors
 */
export class IncompleteCredentials extends Schema.TaggedError<IncompleteCredentials>()("IncompleteCredentials", {}) {
  override get message(): string {
    return "API Key & Secret are both required for private endpoints"
  }
}

/**
 * The secret looks like a PEM private key but cannot be imported for RSA signing.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidPrivateKey extends Schema.TaggedError<InvalidPrivateKey>()("InvalidPrivateKey", {
  detail: Schema.String
}) {
  override get message(): string {
    return `The API secret looks like a PEM private key but could not be used for RSA signing: ${this.detail}`
  }
}

/**
 * A key or a secret that is neither a string nor a `Redacted` string: a number, an object, `null`, a `Redacted`
 * wrapped in another `Redacted` (what untyped JavaScript can pass). Raised where the credentials enter, before any
 * request or frame is sent: as the failure of the Promise client's calls, and as a defect of `Credentials.make`,
 * `withCredentials` and a legacy socket's `make` (their types admit no such value, so a typed caller never meets it). `got` says what kind of value came, never the value.
 *
 * @since 1.2.0
 * @category errors
 */
export class InvalidCredentials extends Schema.TaggedError<InvalidCredentials>()("InvalidCredentials", {
  field: Schema.Literals(["apiKey", "apiSecret"]),
  got: Schema.String
}) {
  override get message(): string {
    return `${this.field} must be a string or a Redacted string, got ${this.got}`
  }
}
