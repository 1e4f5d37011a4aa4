/**
 * Configuration errors, with the exact messages the specification gives.
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
 * A private endpoint was called with no credentials at all.
 *
 * @since 0.1.0
 * @category errors
 */
export class MissingCredentials extends Schema.TaggedError<MissingCredentials>()("MissingCredentials", {
  endpoint: Schema.String
}) {
  override get message(): string {
    return "Private endpoints require api and private keys set"
  }
}

/**
 * Strict parameter mode: a parameter was `undefined` at signing time.
 *
 * @since 0.1.0
 * @category errors
 */
export class UndefinedParameter extends Schema.TaggedError<UndefinedParameter>()("UndefinedParameter", {
  parameter: Schema.String
}) {
  override get message(): string {
    return "Failed to sign API request due to undefined parameter"
  }
}

/**
 * An `apiRegion` that names no known regional host.
 *
 * @since 0.1.0
 * @category errors
 */
export class UnknownRegion extends Schema.TaggedError<UnknownRegion>()("UnknownRegion", {
  region: Schema.String,
  validRegions: Schema.Array(Schema.String)
}) {
  override get message(): string {
    return `No base URL found for region "${this.region}". Valid regions: ${this.validRegions.join(", ")}`
  }
}

/**
 * Request parameters that fail the endpoint's request schema: nothing was sent.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidParameters extends Schema.TaggedError<InvalidParameters>()("InvalidParameters", {
  endpoint: Schema.String,
  path: Schema.String,
  detail: Schema.String
}) {
  override get message(): string {
    return `Invalid parameters for ${this.endpoint} at ${this.path}: ${this.detail}`
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
