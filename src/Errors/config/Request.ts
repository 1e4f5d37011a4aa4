/**
 * The configuration errors any call can meet: a private endpoint called without credentials, parameters that fail
 * the endpoint's schema or are left undefined in strict mode, an unknown region. Re-exported by `ConfigError`.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"

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
