/**
 * Connections by key, reference-counted: the first user of a key opens its connection in a scope of its own, the
 * last one to leave closes it (after `idleTimeToLive` when set), and the owner's scope closes whatever is left. A
 * connection whose upgrade was refused with 401 is remembered by key, so later users get the same error at once
 * instead of opening a socket the exchange already refused (as the specification says: a 401 is not retried). A
 * refused authentication is not remembered: the next subscriber of the key tries again. Private to the library.
 *
 * @since 0.1.0
 */

import type * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as RcMap from "effect/RcMap"
import type * as Scope from "effect/Scope"
import type { SocketFatal } from "../../Errors/SocketError.js"
import type * as Connection from "../Connection.js"
import type { IdentityKey } from "./identityKey.js"

/**
 * A pool.
 *
 * @since 0.1.0
 * @category models
 */
export interface Pool<E> {
  /** The connection of a key, held for the enclosing scope. */
  readonly get: (key: IdentityKey) => Effect.Effect<Connection.Connection, E | SocketFatal, Scope.Scope>
}

/**
 * Makes a pool in the enclosing scope.
 *
 * @since 0.1.0
 * @category constructors
 */
export const make = <E, R>(options: {
  readonly lookup: (key: IdentityKey) => Effect.Effect<Connection.Connection, E, R | Scope.Scope>
  readonly idleTimeToLive?: Duration.DurationInput | undefined
}): Effect.Effect<Pool<E>, never, Scope.Scope | R> =>
  Effect.gen(function* () {
    const refused = new Map<string, SocketFatal>()
    const nameOf = (key: IdentityKey) => `${key.where}\u0000${key.identity}`
    const connections = yield* RcMap.make({
      lookup: (key: IdentityKey) =>
        Effect.gen(function* () {
          const known = refused.get(nameOf(key))
          if (known !== undefined) return yield* Effect.fail(known)
          const connection = yield* options.lookup(key)
          yield* Effect.addFinalizer(() =>
            Effect.map(connection.ended, (ended) => {
              if (Option.isSome(ended) && ended.value._tag === "SocketUnauthorized")
                refused.set(nameOf(key), ended.value)
            })
          )
          return connection
        }),
      ...(options.idleTimeToLive === undefined ? {} : { idleTimeToLive: options.idleTimeToLive })
    })
    return { get: (key) => RcMap.get(connections, key) }
  })
