/**
 * Every platform layer names in its type what it installs (issue 59: no `Layer<never>` installs a service): each
 * optional part by the service that names it, the platform layers by the record and its parts. The type-level pins
 * fail under `tsc` (test/TypeScriptUsers.test.ts and the type-check), the built contexts under vitest.
 */
import { describe, expect, expectTypeOf, it } from "@effect/vitest"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import type * as HttpClient from "effect/http/HttpClient"
import * as Layer from "effect/Layer"
import * as Socket from "effect/socket/Socket"
import type * as Transport from "../src/Http/Transport.js"
import type * as Node from "../src/node.js"
import * as Logs from "../src/Observability/Logs.js"
import * as Metrics from "../src/Observability/Metrics.js"
import * as Recorder from "../src/Observability/Recorder.js"
import * as Platform from "../src/Platform.js"
import * as Decoding from "../src/Schema/Decoding.js"
import * as FastDecode from "../src/Schema/FastDecode.js"
import type { Signer } from "../src/Signing/Signer.js"
import * as BybitSocket from "../src/Socket/BybitSocket.js"
import * as AuthSteps from "../src/Socket/internal/authSteps.js"
import * as WebPlatform from "../src/WebPlatform.js"

/** The services that name the parts, as keys. */
const partKeys: ReadonlyArray<Context.Key<Platform.Parts, unknown>> = [
  BybitSocket.SocketAuth,
  FastDecode.FastDecoding,
  Metrics.Recording,
  Logs.LogSink
]

/** The context a layer builds. */
const built = <A>(layer: Layer.Layer<A>) => Effect.scoped(Layer.build(layer))

describe("what each platform layer provides", () => {
  it("names each optional part by its own service (types)", () => {
    expectTypeOf<Layer.Success<typeof FastDecode.layer>>().toEqualTypeOf<FastDecode.FastDecoding>()
    expectTypeOf<Layer.Success<typeof Metrics.layer>>().toEqualTypeOf<Metrics.Recording>()
    expectTypeOf<Layer.Success<typeof Logs.layer>>().toEqualTypeOf<Logs.LogSink>()
    expectTypeOf<Layer.Success<typeof BybitSocket.layerAuth>>().toEqualTypeOf<BybitSocket.SocketAuth>()
    // none of them is a layer that names nothing
    expectTypeOf<Layer.Success<typeof FastDecode.layer>>().not.toBeNever()
  })

  it("names the record, the services required of a platform and the parts each platform layer gives (types)", () => {
    type Parts = BybitSocket.SocketAuth | FastDecode.FastDecoding | Metrics.Recording | Logs.LogSink
    expectTypeOf<Platform.Parts>().toEqualTypeOf<Parts>()
    type Required = HttpClient.HttpClient | Signer | Socket.WebSocketConstructor
    expectTypeOf<Layer.Success<typeof Node.layer>>().toEqualTypeOf<
      Platform.Platform | Parts | Required | Transport.Transport
    >()
    expectTypeOf<Layer.Success<typeof Node.layerHttpClient>>().toEqualTypeOf<Platform.Platform | Parts | Required>()
    expectTypeOf<Layer.Success<typeof WebPlatform.layer>>().toEqualTypeOf<Platform.Platform | Parts | Required>()
    expectTypeOf<Layer.Success<typeof WebPlatform.layerPublic>>().toEqualTypeOf<
      Platform.Platform | HttpClient.HttpClient | Socket.WebSocketConstructor
    >()
  })

  it("Platform.layer names a part only where it is given, and the sockets' auth only beside a signer (types)", () => {
    const base = { transport: WebPlatform.layerFetch, webSocket: Socket.layerWebSocketConstructorGlobal }
    const unsigned = Platform.layer({
      ...base,
      signer: undefined,
      socketAuth: BybitSocket.layerAuth,
      decoder: FastDecode.layer,
      recorder: undefined,
      logSink: undefined
    })
    expectTypeOf<Layer.Success<typeof unsigned>>().toEqualTypeOf<
      Platform.Platform | HttpClient.HttpClient | Socket.WebSocketConstructor | FastDecode.FastDecoding
    >()
    Platform.layer({
      ...base,
      signer: undefined,
      socketAuth: undefined,
      // @ts-expect-error: a decoder is the layer that names FastDecoding, not any layer
      decoder: Metrics.layer,
      recorder: undefined,
      logSink: undefined
    })
  })

  it.effect("each part's layer installs the one service its type names, and the library reads that one", () =>
    Effect.gen(function* () {
      // one service of the library each: no reference beside it (Effect may keep its own, the layer's scope)
      const only = <S>(context: Context.Context<S>) =>
        [...context.mapUnsafe.keys()].filter((key) => key.startsWith("effect-bybit/"))
      const decoding = yield* built(FastDecode.layer)
      expect(only(decoding)).toEqual([FastDecode.FastDecoding.key])
      expect(Context.get(decoding, FastDecode.FastDecoding)).toBe(FastDecode.decoding)
      expect(yield* Effect.provideContext(Decoding.current, decoding)).toBe(FastDecode.decoding)
      const recording = yield* built(Metrics.layer)
      expect(only(recording)).toEqual([Metrics.Recording.key])
      expect(yield* Effect.provideContext(Recorder.current, recording)).toBe(Metrics.recorder)
      const logging = yield* built(Logs.layer)
      expect(only(logging)).toEqual([Logs.LogSink.key])
      expect(yield* Effect.provideContext(Logs.current, logging)).toBe(Context.get(logging, Logs.LogSink))
      const auth = yield* built(BybitSocket.layerAuth)
      expect(only(auth)).toEqual([BybitSocket.SocketAuth.key])
      expect(yield* Effect.provideContext(AuthSteps.installed, auth)).toBe(Context.get(auth, BybitSocket.SocketAuth))
      // without them: the parser, no recorder, no sink (the lines dropped), no steps
      expect(yield* Decoding.current).toBe(Decoding.schema)
      expect(yield* Recorder.current).toBeUndefined()
      expect(yield* AuthSteps.installed).toBeUndefined()
    })
  )

  it.effect("a platform layer's context holds every service its type names", () =>
    Effect.gen(function* () {
      const web = yield* built(WebPlatform.layer)
      for (const key of partKeys) expect(Context.getOption(web, key)._tag, key.key).toBe("Some")
      expect(Context.get(web, Platform.Platform)).toEqual({
        signs: true,
        socketAuth: true,
        fastDecoding: true,
        records: true,
        logs: true
      })
      const pub = yield* built(WebPlatform.layerPublic)
      for (const key of partKeys) expect(Context.getOption(pub, key)._tag, key.key).toBe("None")
    })
  )
})
