/**
 * The plain Effect form of `src/Socket/internal/pool.ts` (bench/fastPaths.ts): the reference counting by Effect's
 * `RcMap`, with the pool's own memory of upgrades refused with 401 around its lookup.
 *
 * @since 1.2.0
 */
import type * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as RcMap from "effect/RcMap"
import type * as Scope from "effect/Scope"
import type { SocketFatal } from "../../src/Errors/SocketError.js"
import type * as Connection from "../../src/Socket/Connection.js"
import type { IdentityKey } from "../../src/Socket/internal/identityKey.js"
import type { Pool } from "../../src/Socket/internal/pool.js"

/**
 * Makes a pool in the enclosing scope, on `RcMap`.
 *
 * @since 1.2.0
 */
export const make = <E, R>(options: {
  readonly lookup: (key: IdentityKey) => Effect.Effect<Connection.Connection, E, R | Scope.Scope>
  readonly idleTimeToLive?: Duration.Input | undefined
}): Effect.Effect<Pool<E>, never, Scope.Scope | R> =>
  Effect.gen(function* () {
    const refused = new Map<string, SocketFatal>()
    const nameOf = (key: IdentityKey) => `${key.where}\u0000${key.identity}`
    const map = yield* RcMap.make({
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
    return { get: (key: IdentityKey) => RcMap.get(map, key) }
  })
