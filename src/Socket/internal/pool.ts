/**
 * Connections by key, reference-counted: the first user of a key opens its connection in a scope of its own, the
 * last one to leave closes it (after `idleTimeToLive` when set), and the owner's scope closes whatever is left. A
 * connection whose upgrade was refused with 401 is remembered by key, so later users get the same error at once
 * instead of opening a socket the exchange already refused (as the specification says: a 401 is not retried). A
 * refused authentication is not remembered: the next subscriber of the key tries again. The reference counting is
 * `RcMap`'s, written out over a plain `Map` (the module and its hash map add to a browser bundle's start-up bytes:
 * docs/BENCHMARKS.md, "What each fast path buys"). Private to the library.
 *
 * @since 0.1.0
 */

import * as Clock from "effect/Clock"
import * as Context from "effect/Context"
import * as Deferred from "effect/Deferred"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import type * as Fiber from "effect/Fiber"
import * as Option from "effect/Option"
import * as Scope from "effect/Scope"
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

interface Entry<E> {
  readonly deferred: Deferred.Deferred<Connection.Connection, E | SocketFatal>
  /** The connection's own scope: closed when the last holder leaves (after the idle time) or with the pool. */
  readonly scope: Scope.Closeable
  refCount: number
  expiresAt: number
  /** The idle timer, while one runs. */
  fiber: Fiber.Fiber<void> | undefined
}

/**
 * Makes a pool in the enclosing scope.
 *
 * @since 0.1.0
 * @category constructors
 */
export const make = <E, R>(options: {
  readonly lookup: (key: IdentityKey) => Effect.Effect<Connection.Connection, E, R | Scope.Scope>
  readonly idleTimeToLive?: Duration.Input | undefined
}): Effect.Effect<Pool<E>, never, Scope.Scope | R> =>
  Effect.gen(function* () {
    const refused = new Map<string, SocketFatal>()
    const nameOf = (key: IdentityKey) => `${key.where}\u0000${key.identity}`
    const lookup = (key: IdentityKey) =>
      Effect.gen(function* () {
        const known = refused.get(nameOf(key))
        if (known !== undefined) return yield* Effect.fail(known)
        const connection = yield* options.lookup(key)
        yield* Effect.addFinalizer(() =>
          Effect.map(connection.ended, (ended) => {
            if (Option.isSome(ended) && ended.value._tag === "SocketUnauthorized") refused.set(nameOf(key), ended.value)
          })
        )
        return connection
      })
    const context = yield* Effect.context<R | Scope.Scope>()
    const poolScope = Context.get(context, Scope.Scope)
    // in milliseconds (0: closed at once; Infinity: kept until the pool closes)
    const idleMs = Duration.toMillis(options.idleTimeToLive ?? 0)
    const entries = new Map<string, Entry<E>>()
    let open = true

    yield* Scope.addFinalizer(
      poolScope,
      Effect.suspend(() => {
        if (!open) return Effect.void
        open = false
        return Effect.forEach(entries.values(), (entry) => Scope.close(entry.scope, Exit.void), {
          discard: true
        }).pipe(Effect.tap(Effect.sync(() => entries.clear())))
      })
    )

    // The lookup runs in a fiber of the entry's scope, with this pool's services under the caller's.
    const acquire = (
      key: IdentityKey,
      name: string,
      restore: <A, X, Y>(e: Effect.Effect<A, X, Y>) => Effect.Effect<A, X, Y>
    ) =>
      Effect.flatMap(Scope.make(), (scope) => {
        const deferred = Deferred.makeUnsafe<Connection.Connection, E | SocketFatal>()
        const entry: Entry<E> = { deferred, scope, refCount: 1, expiresAt: 0, fiber: undefined }
        if (open) entries.set(name, entry)
        const run = Effect.updateContext(lookup(key), (input: Context.Context<never>) =>
          Context.add(Context.merge(context, input), Scope.Scope, scope)
        )
        return Effect.as(
          Effect.forkIn(
            Effect.flatMap(Effect.exit(restore(run)), (exit) => Deferred.done(deferred, exit)),
            scope
          ),
          entry
        )
      })

    const release = (name: string, entry: Entry<E>): Effect.Effect<void> =>
      Clock.clockWith((clock) => {
        entry.refCount--
        if (entry.refCount > 0) return Effect.void
        if (!open || !entries.has(name) || idleMs === 0) {
          if (open) entries.delete(name)
          return Scope.close(entry.scope, Exit.void)
        }
        if (!Number.isFinite(idleMs)) return Effect.void
        entry.expiresAt = clock.currentTimeMillisUnsafe() + idleMs
        if (entry.fiber !== undefined) return Effect.void
        const expire: Effect.Effect<void> = Effect.suspend(() => {
          const remaining = entry.expiresAt - clock.currentTimeMillisUnsafe()
          if (remaining > 0) return Effect.andThen(clock.sleep(Duration.millis(remaining)), expire)
          if (!open || entry.refCount > 0) return Effect.void
          entries.delete(name)
          return Scope.close(entry.scope, Exit.void)
        })
        return Effect.forkIn(
          Effect.ensuring(
            expire,
            Effect.sync(() => {
              entry.fiber = undefined
            })
          ),
          poolScope
        ).pipe(
          Effect.flatMap((fiber) =>
            Effect.sync(() => {
              entry.fiber = fiber
            })
          )
        )
      })

    const get = (key: IdentityKey): Effect.Effect<Connection.Connection, E | SocketFatal, Scope.Scope> =>
      Effect.uninterruptibleMask((restore) =>
        Effect.gen(function* () {
          if (!open) return yield* Effect.interrupt
          const name = nameOf(key)
          let entry = entries.get(name)
          if (entry !== undefined) entry.refCount++
          else entry = yield* acquire(key, name, restore)
          const held = entry
          yield* Effect.addFinalizer(() => release(name, held))
          return yield* restore(Deferred.await(held.deferred))
        })
      )
    return { get }
  })
