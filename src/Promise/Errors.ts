/**
 * The Promise facade's own errors: a call its caller aborted, options that cannot be used, and a call on a client
 * already disposed. All are tagged, so `catch (e) { if (e._tag === "Aborted") … }` works like every other rejection.
 *
 * @since 0.2.0
 */
import * as Schema from "effect/Schema"

/**
 * The caller's `AbortSignal` fired (before or during the call). A write aborted in flight may still have reached the
 * exchange: `sent` says whether the request could have left.
 *
 * @since 0.2.0
 * @category errors
 */
export class Aborted extends Schema.TaggedError<Aborted>()("Aborted", {
  method: Schema.String,
  sent: Schema.Boolean
}) {
  override get message(): string {
    return this.sent
      ? `${this.method} was aborted while in flight; the exchange may have received it`
      : `${this.method} was aborted before it was sent`
  }
}

/**
 * Client or call options that cannot be used (a wrong type, an unknown environment, a negative timeout, …). `where`
 * names the client (`createClient`) or the method.
 *
 * @since 0.2.0
 * @category errors
 */
export class InvalidOptions extends Schema.TaggedError<InvalidOptions>()("InvalidOptions", {
  where: Schema.String,
  option: Schema.String,
  detail: Schema.String
}) {
  override get message(): string {
    return `Invalid option ${this.option} for ${this.where}: ${this.detail}`
  }
}

/**
 * The client was disposed (`client.dispose()`): its runtime is released, so the call was not made. A call in flight
 * when the client is disposed is interrupted and rejects with it too.
 *
 * @since 0.3.0
 * @category errors
 */
export class ClientDisposed extends Schema.TaggedError<ClientDisposed>()("ClientDisposed", {
  method: Schema.String
}) {
  override get message(): string {
    return `${this.method} was called on a client that has been disposed`
  }
}
