/**
 * The key of a per-credentials resource (a socket, a trade session): equal when the API keys and the rest of the key
 * are; the credentials ride along for whoever opens the resource, and the secret takes no part in equality. Private
 * to the library.
 *
 * @since 0.1.0
 */
import * as Equal from "effect/Equal"
import * as Hash from "effect/Hash"
import * as Option from "effect/Option"
import * as Redacted from "effect/Redacted"
import type * as Credentials from "../../Layers/Credentials.js"

/**
 * A key: what the resource is (`where`), whose it is (`identity`, the API key or `""`), and the credentials to open
 * it with.
 *
 * @since 0.1.0
 * @category models
 */
export class IdentityKey implements Equal.Equal {
  constructor(
    readonly where: string,
    readonly identity: string,
    readonly credentials: Option.Option<Credentials.ApiCredentials>
  ) {}
  [Equal.symbol](that: Equal.Equal): boolean {
    return that instanceof IdentityKey && that.where === this.where && that.identity === this.identity
  }
  [Hash.symbol](): number {
    return Hash.string(`${this.where}\u0000${this.identity}`)
  }
}

/**
 * The identity of credentials: their API key, or `""` for none.
 *
 * @since 0.1.0
 * @category constructors
 */
export const identityOf = (credentials: Option.Option<Credentials.ApiCredentials>): string =>
  Option.isNone(credentials) ? "" : Redacted.value(credentials.value.apiKey)
