import { inspect } from "node:util"
import { describe, expect, it } from "@effect/vitest"
import * as Config from "effect/Config"
import * as ConfigProvider from "effect/ConfigProvider"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Formatter from "effect/Formatter"
import * as Option from "effect/Option"
import * as Redacted from "effect/Redacted"
import { IncompleteCredentials } from "../../src/Errors/ConfigError.js"
import * as Credentials from "../../src/Layers/Credentials.js"

const incompleteMessage = "API Key & Secret are both required for private endpoints"
const SECRET = "s3cr3t-ab12cd34"
const KEY = "key-0001"

/** Unwraps a credential pair to plain strings for comparison. */
const plain = (credentials: Option.Option<Credentials.ApiCredentials>) =>
  Option.map(credentials, (c) => ({ apiKey: Redacted.value(c.apiKey), apiSecret: Redacted.value(c.apiSecret) }))

const fromConfig = (entries: ReadonlyArray<readonly [string, string]>) =>
  Effect.provide(Credentials.Credentials, Credentials.layerConfig).pipe(
    Effect.provideService(ConfigProvider.ConfigProvider, ConfigProvider.fromEnv({ env: Object.fromEntries(entries) }))
  )

describe("Credentials", () => {
  describe("make", () => {
    it.effect("both: Some with Redacted values", () =>
      Effect.gen(function* () {
        const credentials = yield* Credentials.make({ apiKey: KEY, apiSecret: SECRET })
        expect(plain(credentials)).toStrictEqual(Option.some({ apiKey: KEY, apiSecret: SECRET }))
        const value = Option.getOrThrow(credentials)
        expect(Redacted.isRedacted(value.apiKey)).toBe(true)
        expect(Redacted.isRedacted(value.apiSecret)).toBe(true)
      })
    )

    it.effect("neither: None (public-only)", () =>
      Effect.gen(function* () {
        expect(yield* Credentials.make({})).toStrictEqual(Option.none())
        expect(yield* Credentials.make({ apiKey: undefined, apiSecret: undefined })).toStrictEqual(Option.none())
      })
    )

    it.effect("key only or secret only: IncompleteCredentials with the exact message", () =>
      Effect.gen(function* () {
        const keyOnly = yield* Effect.flip(Credentials.make({ apiKey: KEY }))
        expect(keyOnly).toBeInstanceOf(IncompleteCredentials)
        expect(keyOnly._tag).toBe("IncompleteCredentials")
        expect(keyOnly.message).toBe(incompleteMessage)
        const secretOnly = yield* Effect.flip(Credentials.make({ apiSecret: SECRET }))
        expect(secretOnly).toBeInstanceOf(IncompleteCredentials)
        expect(secretOnly.message).toBe(incompleteMessage)
        // the error carries no credential material
        expect(String(secretOnly)).not.toContain(SECRET)
        expect(JSON.stringify(secretOnly)).not.toContain(SECRET)
        expect(inspect(secretOnly)).not.toContain(SECRET)
      })
    )

    it.effect("empty strings (plain or Redacted) count as absent", () =>
      Effect.gen(function* () {
        expect(yield* Credentials.make({ apiKey: "", apiSecret: "" })).toStrictEqual(Option.none())
        expect(yield* Credentials.make({ apiKey: Redacted.make(""), apiSecret: "" })).toStrictEqual(Option.none())
        const emptySecret = yield* Effect.flip(Credentials.make({ apiKey: KEY, apiSecret: "" }))
        expect(emptySecret.message).toBe(incompleteMessage)
        const emptyKey = yield* Effect.flip(Credentials.make({ apiKey: Redacted.make(""), apiSecret: SECRET }))
        expect(emptyKey.message).toBe(incompleteMessage)
      })
    )

    it.effect("Redacted in, the same Redacted out", () =>
      Effect.gen(function* () {
        const apiKey = Redacted.make(KEY)
        const apiSecret = Redacted.make(SECRET)
        const credentials = Option.getOrThrow(yield* Credentials.make({ apiKey, apiSecret }))
        expect(credentials.apiKey).toBe(apiKey)
        expect(credentials.apiSecret).toBe(apiSecret)
        // mixed plain and Redacted
        const mixed = yield* Credentials.make({ apiKey: KEY, apiSecret })
        expect(plain(mixed)).toStrictEqual(Option.some({ apiKey: KEY, apiSecret: SECRET }))
      })
    )

    it.effect("the secret never shows in String, JSON.stringify or Inspectable output", () =>
      Effect.gen(function* () {
        const credentials = yield* Credentials.make({ apiKey: KEY, apiSecret: SECRET })
        const value = Option.getOrThrow(credentials)
        const renderings = [
          String(credentials),
          JSON.stringify(credentials),
          Formatter.format(credentials),
          Formatter.format(value),
          inspect(credentials, { depth: 10 }),
          inspect(value, { depth: 10 }),
          String(value.apiSecret),
          JSON.stringify(value),
          `${value.apiSecret}`
        ]
        for (const text of renderings) {
          expect(text).not.toContain(SECRET)
          expect(text).not.toContain(KEY)
        }
        expect(JSON.stringify(value)).toContain("<redacted>")
      })
    )
  })

  describe("layers", () => {
    it.effect("layer and layerNone", () =>
      Effect.gen(function* () {
        const some = yield* Effect.provide(
          Credentials.Credentials,
          Credentials.layer({ apiKey: KEY, apiSecret: SECRET })
        )
        expect(plain(some)).toStrictEqual(Option.some({ apiKey: KEY, apiSecret: SECRET }))
        expect(yield* Effect.provide(Credentials.Credentials, Credentials.layerNone)).toStrictEqual(Option.none())
        const error = yield* Effect.flip(Effect.provide(Credentials.Credentials, Credentials.layer({ apiKey: KEY })))
        expect(error.message).toBe(incompleteMessage)
      })
    )

    it.effect("layerConfig: BYBIT_API_KEY and BYBIT_API_SECRET", () =>
      Effect.gen(function* () {
        const both = yield* fromConfig([
          ["BYBIT_API_KEY", KEY],
          ["BYBIT_API_SECRET", SECRET]
        ])
        expect(plain(both)).toStrictEqual(Option.some({ apiKey: KEY, apiSecret: SECRET }))
        expect(yield* fromConfig([])).toStrictEqual(Option.none())
        expect(
          yield* fromConfig([
            ["BYBIT_API_KEY", ""],
            ["BYBIT_API_SECRET", ""]
          ])
        ).toStrictEqual(Option.none())
      })
    )

    it.effect("layerConfig: a key without a secret (or the reverse) fails with IncompleteCredentials", () =>
      Effect.gen(function* () {
        const keyOnly = yield* Effect.flip(fromConfig([["BYBIT_API_KEY", KEY]]))
        expect(keyOnly).toBeInstanceOf(IncompleteCredentials)
        expect(keyOnly).not.toBeInstanceOf(Config.ConfigError)
        expect(keyOnly.message).toBe(incompleteMessage)
        const secretOnly = yield* Effect.flip(fromConfig([["BYBIT_API_SECRET", SECRET]]))
        expect(secretOnly).toBeInstanceOf(IncompleteCredentials)
        expect(secretOnly.message).toBe(incompleteMessage)
      })
    )
  })

  describe("withCredentials", () => {
    it.effect("overrides inside the effect only", () =>
      Effect.gen(function* () {
        const defaults = yield* Credentials.make({ apiKey: "default-key", apiSecret: "default-secret" })
        const sub = Option.getOrThrow(yield* Credentials.make({ apiKey: "sub-key", apiSecret: "sub-secret" }))
        const keyInForce = Effect.map(Credentials.resolve(defaults), (c) =>
          Option.map(c, (value) => Redacted.value(value.apiKey))
        )

        expect(yield* keyInForce).toStrictEqual(Option.some("default-key"))
        // data-first and data-last forms
        expect(yield* Credentials.withCredentials(keyInForce, sub)).toStrictEqual(Option.some("sub-key"))
        expect(yield* keyInForce.pipe(Credentials.withCredentials(sub))).toStrictEqual(Option.some("sub-key"))
        // restored afterwards
        expect(yield* keyInForce).toStrictEqual(Option.some("default-key"))
        // a client with no default credentials still uses the override
        const none = yield* Credentials.withCredentials(Credentials.resolve(Option.none()), sub)
        expect(Option.map(none, (c) => Redacted.value(c.apiKey))).toStrictEqual(Option.some("sub-key"))
        expect(yield* Credentials.resolve(Option.none())).toStrictEqual(Option.none())
      })
    )

    it.effect("nested overrides: the innermost wins; a forked fiber inherits the override", () =>
      Effect.gen(function* () {
        const a = Option.getOrThrow(yield* Credentials.make({ apiKey: "a", apiSecret: "sa" }))
        const b = Option.getOrThrow(yield* Credentials.make({ apiKey: "b", apiSecret: "sb" }))
        const keyInForce = Effect.map(Credentials.resolve(Option.none()), (c) =>
          Option.map(c, (value) => Redacted.value(value.apiKey))
        )
        const seen = yield* Effect.all([keyInForce, Credentials.withCredentials(keyInForce, b), keyInForce]).pipe(
          Credentials.withCredentials(a)
        )
        expect(seen).toStrictEqual([Option.some("a"), Option.some("b"), Option.some("a")])
        const forked = yield* Credentials.withCredentials(Effect.flatMap(Effect.forkChild(keyInForce), Fiber.join), b)
        expect(forked).toStrictEqual(Option.some("b"))
      })
    )
  })
})
