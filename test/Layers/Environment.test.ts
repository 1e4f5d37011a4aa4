import { describe, expect, it } from "@effect/vitest"
import * as Config from "effect/Config"
import * as ConfigProvider from "effect/ConfigProvider"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import { UnknownRegion } from "../../src/Errors/ConfigError.js"
import * as Environment from "../../src/Layers/Environment.js"

// Written out by hand (official docs; Hong Kong from the SDKs) so a typo in the source table cannot pass.
const expectedRegions: Record<string, { readonly rest: string; readonly stream: string; readonly misc?: string }> = {
  bytick: { rest: "https://api.bytick.com", stream: "wss://stream.bybit.com" },
  nl: { rest: "https://api.bybit.nl", stream: "wss://stream.bybit.com" },
  tr: { rest: "https://api.bybit.tr", stream: "wss://stream.bybit.tr" },
  kz: { rest: "https://api.bybit.kz", stream: "wss://stream.bybit.kz" },
  ge: { rest: "https://api.bybitgeorgia.ge", stream: "wss://stream.bybitgeorgia.ge" },
  ae: { rest: "https://api.bybit.ae", stream: "wss://stream.bybit.com" },
  eu: {
    rest: "https://api.bybit.eu",
    stream: "wss://stream.bybit.com",
    misc: "wss://stream.bybit.eu/v5/public/misc/status"
  },
  id: { rest: "https://api.bybit.id", stream: "wss://stream.bybit.id" },
  jp: { rest: "https://api.manepa.jp", stream: "wss://stream.manepa.jp" },
  hk: { rest: "https://api.byhkbit.com", stream: "wss://stream.bybit.com" }
}

const validList = "bytick, nl, tr, kz, ge, ae, eu, id, jp, hk"

// `misc` (system.status) only where the docs list it: live, testnet, the EU host; custom hosts serve it too.
const wsOf = (
  stream: string,
  privateHost: string = stream,
  trade = true,
  misc: string | null = `${stream}/v5/public/misc/status`
): Environment.WsUrls => ({
  spot: `${stream}/v5/public/spot`,
  linear: `${stream}/v5/public/linear`,
  inverse: `${stream}/v5/public/inverse`,
  option: `${stream}/v5/public/option`,
  private: `${privateHost}/v5/private`,
  trade: trade ? `${privateHost}/v5/trade` : undefined,
  misc: misc ?? undefined,
  // the product streams sit on the public stream host
  spread: `${stream}/v5/public/spread`,
  rfq: `${stream}/v5/public/rfq`,
  earn: `${stream}/v5/public/fp`
})

// testnet and custom hosts also name the binary market-maker streams (live has none: each market maker's host is
// its own)
const withSbe = (urls: Environment.WsUrls, host: string): Environment.WsUrls => ({
  ...urls,
  spotSbe: `${host}/v5/public-sbe/spot`,
  linearSbe: `${host}/v5/public-sbe/linear`,
  inverseSbe: `${host}/v5/public-sbe/inverse`
})

/** The environment `layerConfig` builds under the given configuration. */
const fromConfig = (entries: ReadonlyArray<readonly [string, string]>) =>
  Effect.provide(Environment.Environment, Environment.layerConfig).pipe(
    Effect.provideService(ConfigProvider.ConfigProvider, ConfigProvider.fromEnv({ env: Object.fromEntries(entries) }))
  )

describe("Environment", () => {
  it("live, testnet and demo point at their hosts", () => {
    expect(Environment.live).toStrictEqual({
      name: "live",
      restUrl: "https://api.bybit.com",
      ws: wsOf("wss://stream.bybit.com")
    })
    expect(Environment.testnet).toStrictEqual({
      name: "testnet",
      restUrl: "https://api-testnet.bybit.com",
      ws: withSbe(wsOf("wss://stream-testnet.bybit.com"), "wss://stream-testnet.bybits.org")
    })
    expect(Environment.testnet.ws.trade).toBe("wss://stream-testnet.bybit.com/v5/trade")
    expect(Environment.live.ws.misc).toBe("wss://stream.bybit.com/v5/public/misc/status")
    expect(Environment.testnet.ws.misc).toBe("wss://stream-testnet.bybit.com/v5/public/misc/status")
  })

  it("demo: private stream on stream-demo, public data from the live stream host, no WebSocket trade", () => {
    expect(Environment.demo.restUrl).toBe("https://api-demo.bybit.com")
    expect(Environment.demo.ws.private).toBe("wss://stream-demo.bybit.com/v5/private")
    expect(Environment.demo.ws.spot).toBe("wss://stream.bybit.com/v5/public/spot")
    expect(Environment.demo.ws.linear).toBe("wss://stream.bybit.com/v5/public/linear")
    expect(Environment.demo.ws.inverse).toBe("wss://stream.bybit.com/v5/public/inverse")
    expect(Environment.demo.ws.option).toBe("wss://stream.bybit.com/v5/public/option")
    expect(Environment.demo.ws.trade).toBeUndefined()
    // the docs list no system-status stream for demo trading
    expect(Environment.demo.ws.misc).toBeUndefined()
  })

  it("the region table is exactly the documented set, in order", () => {
    expect(Environment.regionNames).toStrictEqual(Object.keys(expectedRegions))
  })

  it.effect("every region resolves with its REST and WebSocket host", () =>
    Effect.gen(function* () {
      for (const name of Environment.regionNames) {
        const expected = expectedRegions[name]
        if (expected === undefined) throw new Error(`region ${name} missing from the expected table`)
        const env = yield* Environment.region(name)
        expect(env).toStrictEqual({
          name: `live-${name}`,
          restUrl: expected.rest,
          ws: wsOf(expected.stream, expected.stream, true, expected.misc ?? null)
        })
        expect(Environment.regions[name].restUrl).toBe(expected.rest)
      }
    })
  )

  it.effect("layerRegion provides the regional host", () =>
    Effect.gen(function* () {
      const env = yield* Effect.provide(Environment.Environment, Environment.layerRegion("kz"))
      expect(env.restUrl).toBe("https://api.bybit.kz")
      expect(env.ws.private).toBe("wss://stream.bybit.kz/v5/private")
      expect(env.ws.trade).toBe("wss://stream.bybit.kz/v5/trade")
    })
  )

  it.effect("an unknown region fails with UnknownRegion naming the valid ones", () =>
    Effect.gen(function* () {
      const error = yield* Effect.flip(Environment.region("xx"))
      expect(error).toBeInstanceOf(UnknownRegion)
      expect(error._tag).toBe("UnknownRegion")
      expect(error.region).toBe("xx")
      expect(error.message).toBe(`No base URL found for region "xx". Valid regions: ${validList}`)
      // names inherited from Object.prototype are not regions
      for (const name of ["toString", "__proto__", "constructor", ""]) {
        const exit = yield* Effect.exit(Environment.region(name))
        expect(Exit.isFailure(exit)).toBe(true)
      }
      const layerError = yield* Effect.flip(Effect.provide(Environment.Environment, Environment.layerRegion("xx")))
      expect(layerError.message).toBe(`No base URL found for region "xx". Valid regions: ${validList}`)
    })
  )

  it("custom appends the /v5 paths and strips trailing slashes", () => {
    const env = Environment.custom({ restUrl: "http://127.0.0.1:8080/", wsUrl: "ws://127.0.0.1:8080//" })
    expect(env).toStrictEqual({
      name: "custom",
      restUrl: "http://127.0.0.1:8080",
      ws: withSbe(wsOf("ws://127.0.0.1:8080"), "ws://127.0.0.1:8080")
    })
    const named = Environment.custom({ restUrl: "http://h:1", wsUrl: "ws://h:1", name: "emulator" })
    expect(named.name).toBe("emulator")
    expect(named.restUrl).toBe("http://h:1")
    expect(named.ws.trade).toBe("ws://h:1/v5/trade")
  })

  it.effect("layer provides the given environment", () =>
    Effect.gen(function* () {
      const env = yield* Effect.provide(Environment.Environment, Environment.layer(Environment.testnet))
      expect(env).toBe(Environment.testnet)
    })
  )

  describe("layerConfig", () => {
    it.effect("no configuration: live", () =>
      Effect.gen(function* () {
        expect(yield* fromConfig([])).toStrictEqual(Environment.live)
      })
    )

    it.effect("BYBIT_ENV=testnet / demo / live", () =>
      Effect.gen(function* () {
        expect(yield* fromConfig([["BYBIT_ENV", "testnet"]])).toStrictEqual(Environment.testnet)
        expect(yield* fromConfig([["BYBIT_ENV", "demo"]])).toStrictEqual(Environment.demo)
        expect(yield* fromConfig([["BYBIT_ENV", "live"]])).toStrictEqual(Environment.live)
      })
    )

    it.effect("BYBIT_ENV=custom reads BYBIT_REST_URL and BYBIT_WS_URL", () =>
      Effect.gen(function* () {
        const env = yield* fromConfig([
          ["BYBIT_ENV", "custom"],
          ["BYBIT_REST_URL", "http://127.0.0.1:9000/"],
          ["BYBIT_WS_URL", "ws://127.0.0.1:9001"]
        ])
        expect(env).toStrictEqual({
          name: "custom",
          restUrl: "http://127.0.0.1:9000",
          ws: withSbe(wsOf("ws://127.0.0.1:9001"), "ws://127.0.0.1:9001")
        })
      })
    )

    it.effect("BYBIT_ENV=custom without the URLs is a ConfigError", () =>
      Effect.gen(function* () {
        const error = yield* Effect.flip(fromConfig([["BYBIT_ENV", "custom"]]))
        expect(error).toBeInstanceOf(Config.ConfigError)
        expect(String(error)).toContain("BYBIT_REST_URL")
        const noWs = yield* Effect.flip(
          fromConfig([
            ["BYBIT_ENV", "custom"],
            ["BYBIT_REST_URL", "http://127.0.0.1:9000"]
          ])
        )
        expect(noWs).toBeInstanceOf(Config.ConfigError)
        expect(String(noWs)).toContain("BYBIT_WS_URL")
      })
    )

    it.effect("BYBIT_REGION=tr: the Turkish hosts", () =>
      Effect.gen(function* () {
        const env = yield* fromConfig([["BYBIT_REGION", "tr"]])
        expect(env).toStrictEqual({
          name: "live-tr",
          restUrl: "https://api.bybit.tr",
          ws: wsOf("wss://stream.bybit.tr", "wss://stream.bybit.tr", true, null)
        })
      })
    )

    it.effect("BYBIT_REGION=xx fails with UnknownRegion and the full message", () =>
      Effect.gen(function* () {
        const error = yield* Effect.flip(fromConfig([["BYBIT_REGION", "xx"]]))
        expect(error).toBeInstanceOf(UnknownRegion)
        expect(error.message).toBe(`No base URL found for region "xx". Valid regions: ${validList}`)
      })
    )

    it.effect("BYBIT_ENV=bad is a ConfigError", () =>
      Effect.gen(function* () {
        const error = yield* Effect.flip(fromConfig([["BYBIT_ENV", "bad"]]))
        expect(error).toBeInstanceOf(Config.ConfigError)
        expect(error).not.toBeInstanceOf(UnknownRegion)
        expect(String(error)).toContain("BYBIT_ENV")
      })
    )
  })
})
