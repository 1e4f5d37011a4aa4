import { describe, expect, it } from "@effect/vitest"
import * as Context from "effect/Context"
import * as EntityAddress from "effect/cluster/EntityAddress"
import * as EntityId from "effect/cluster/EntityId"
import * as Envelope from "effect/cluster/Envelope"
import * as Message from "effect/cluster/Message"
import type * as Reply from "effect/cluster/Reply"
import * as ShardId from "effect/cluster/ShardId"
import { Sharding } from "effect/cluster/Sharding"
import * as TestRunner from "effect/cluster/TestRunner"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Headers from "effect/http/Headers"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as Redacted from "effect/Redacted"
import * as Stream from "effect/Stream"
import * as SessionEntity from "../../src/Cluster/SessionEntity.js"
import * as SessionHost from "../../src/Cluster/SessionHost.js"
import type * as Emulator from "../../src/Emulator/Emulator.js"
import { accountOf } from "../../src/Layers/RateBudget.js"
import * as Node from "../../src/node.js"
import * as FleetTestSecret from "../support/FleetTestSecret.js"
import * as Harness from "../support/Harness.js"
import { socketsOf } from "../support/KeySockets.js"
import { waitFor } from "../support/WaitFor.js"

// A runner's sessions are bounded whoever asks (in one process: SessionHost on a TestRunner that holds every shard,
// the emulator counting the key's sockets). A peer on the link that sends `Hello` for the key's entity id on every
// shard opens one session: the key's own shard answers, every other refuses with UnknownSession, and the emulator
// holds 1 private and at most 1 trade connection for the key. Ids made from the key string (the old id: the key's
// unkeyed hash; the key itself) name no session.

const shards = 300 // the TestRunner's shardsPerGroup

const host = (emulator: Emulator.EmulatorHandle) =>
  SessionHost.layer(
    { accounts: [{ environment: emulator.environment, credentials: Harness.masterCredentials(emulator) }] },
    Node.layer
  ).pipe(Layer.provideMerge(TestRunner.layer), Layer.provideMerge(FleetTestSecret.layer))

// a `Hello` for `entityId` delivered on `shard`, as a peer on the link can address it; its reply's exit kept
const hello = (entityId: string, shard: number, replies: Array<Reply.Reply<never>>) =>
  Effect.gen(function* () {
    const sharding = yield* Sharding
    const requestId = yield* sharding.getSnowflake
    const rpc = SessionEntity.SessionEntity.protocol.requests.get("Hello")
    if (rpc === undefined) return yield* Effect.die("no Hello")
    yield* sharding.sendOutgoing(
      new Message.OutgoingRequest({
        envelope: Envelope.makeRequest({
          requestId,
          address: new EntityAddress.EntityAddress({
            shardId: ShardId.make("default", shard),
            entityType: SessionEntity.SessionEntity.type,
            entityId: EntityId.make(entityId)
          }),
          tag: "Hello",
          payload: undefined as never,
          headers: Headers.empty
        }),
        lastReceivedReply: Option.none(),
        rpc,
        context: Context.empty() as Context.Context<unknown>,
        respond: (reply) => Effect.sync(() => void replies.push(reply as Reply.Reply<never>)),
        annotations: rpc.annotations
      }),
      false
    )
  })

const exits = (replies: ReadonlyArray<Reply.Reply<never>>) =>
  replies.flatMap((reply) => (reply._tag === "WithExit" ? [reply.exit] : []))

describe("a key's sessions bounded whoever connects", () => {
  it.live(
    "Hello on every shard: one answers, the rest refuse; the key holds 1 private and at most 1 trade connection",
    () =>
      Harness.withEmulator((emulator) =>
        Effect.gen(function* () {
          const secret = Redacted.make(FleetTestSecret.fleetSecret)
          const apiKey = Redacted.make(emulator.apiKey)
          const entityId = SessionEntity.entityIdOf(secret, emulator.environment, apiKey)
          const sharding = yield* Sharding
          const every = Array.from({ length: shards }, (_, i) => ShardId.make("default", i + 1))
          yield* waitFor(() => every.every((shard) => sharding.hasShardId(shard)), "the runner holds every shard")
          const replies: Array<Reply.Reply<never>> = []
          for (let shard = 1; shard <= shards; shard++) yield* hello(entityId, shard, replies)
          yield* waitFor(() => exits(replies).length === shards, "every Hello answered", { timeout: "60 seconds" })
          const answered = exits(replies).filter((exit) => exit._tag === "Success")
          expect(answered.length).toBe(1)
          const refused = exits(replies).flatMap((exit) =>
            exit._tag === "Failure" ? [JSON.stringify(exit.cause)] : []
          )
          expect(refused.length).toBe(shards - 1)
          for (const cause of refused) expect(cause).toContain("UnknownSession")
          const sockets = socketsOf(emulator, emulator.apiKey)
          expect(sockets.private).toBe(1)
          expect(sockets.trade).toBeLessThanOrEqual(1)

          // ids made from the key string alone address nothing, and open nothing more
          const guesses = [
            `${emulator.environment.name}|${emulator.environment.ws.private}|${accountOf(apiKey)}`,
            emulator.apiKey
          ]
          const more: Array<Reply.Reply<never>> = []
          for (const guess of guesses)
            for (let shard = 1; shard <= shards; shard += 37) yield* hello(guess, shard, more)
          yield* waitFor(() => exits(more).length === guesses.length * 9, "every guess answered", {
            timeout: "60 seconds"
          })
          expect(exits(more).every((exit) => exit._tag === "Failure")).toBe(true)
          expect(socketsOf(emulator, emulator.apiKey)).toEqual(sockets)
        }).pipe(Effect.provide(host(emulator)))
      ),
    { timeout: 120_000 }
  )
})

describe("a session whose read-back failed", () => {
  it.live(
    "its subscribers end with SubscribeFailed; the next request opens the key's session again (a new epoch), one private socket",
    () =>
      Harness.withEmulator((emulator) =>
        Effect.gen(function* () {
          const secret = Redacted.make(FleetTestSecret.fleetSecret)
          const entityId = SessionEntity.entityIdOf(secret, emulator.environment, Redacted.make(emulator.apiKey))
          const session = (yield* SessionEntity.SessionEntity.client)(entityId)
          const first = yield* session.Hello()
          const ended = yield* Effect.forkScoped(
            Effect.flip(Stream.runDrain(session.Subscribe({ epoch: first, topics: ["order"] })))
          )
          yield* waitFor(() => socketsOf(emulator, emulator.apiKey).private === 1, "the session's private socket")
          emulator.admin.apply({ op: "http-status", status: 500, count: 1000, path: "/v5/order/realtime" })
          emulator.admin.apply({ op: "drop-sockets", market: "private" })
          const error = yield* Fiber.join(ended)
          expect((error as { readonly _tag: string })._tag).toBe("SubscribeFailed")
          const second = yield* session.Hello()
          expect(second).not.toBe(first)
          yield* waitFor(() => socketsOf(emulator, emulator.apiKey).private === 1, "one private socket again")
        }).pipe(Effect.provide(host(emulator)))
      ),
    { timeout: 120_000 }
  )
})

describe("the session's memory of answered requests (SessionHost.makeOnce)", () => {
  it.effect("a request delivered again answers as the first, unsent; past the capacity the oldest is forgotten", () =>
    Effect.gen(function* () {
      const { once, size } = SessionHost.makeOnce(3)
      let sent = 0
      const send = (answer: string) =>
        Effect.sync(() => {
          sent++
          return answer
        })
      expect(yield* once("r1", send("a"))).toBe("a")
      expect(yield* once("r1", send("b"))).toBe("a")
      expect(sent).toBe(1)
      for (const id of ["r2", "r3", "r4", "r5", "r6"]) yield* once(id, send(id))
      expect(size()).toBe(3)
      // r1 was forgotten: the map stays bounded, whatever the number of requests
      expect(yield* once("r1", send("c"))).toBe("c")
      expect(size()).toBe(3)
    })
  )
})
