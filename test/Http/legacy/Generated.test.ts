// The generated older calls: every older family's calls beyond its hand-written module, aliases of the paths its
// client shares with another family included. Every definition decodes the response example written from its docs
// and encodes it back unchanged; every private one with the older signing is signed by the older rules (sorted
// parameters, api_key/timestamp/sign in the query for GET and the body for POST) with either of two accounts, every
// header-signed one by the V3 rules (X-BAPI-* headers over timestamp, key, window and payload); a missing required
// parameter is refused before anything is sent.
import { createHmac } from "node:crypto"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import * as SchemaAST from "effect/SchemaAST"
import * as BybitHttp from "../../../src/Http/BybitHttp.js"
import type * as Endpoint from "../../../src/Http/Endpoint.js"
import * as AssetV1 from "../../../src/Http/legacy/generated/AssetV1.js"
import * as AssetV3 from "../../../src/Http/legacy/generated/AssetV3.js"
import * as ContractV3 from "../../../src/Http/legacy/generated/ContractV3.js"
import * as CopyTrading from "../../../src/Http/legacy/generated/CopyTrading.js"
import * as InverseFutures from "../../../src/Http/legacy/generated/InverseFutures.js"
import * as InverseV2 from "../../../src/Http/legacy/generated/InverseV2.js"
import * as LinearV2 from "../../../src/Http/legacy/generated/LinearV2.js"
import * as SpotV1 from "../../../src/Http/legacy/generated/SpotV1.js"
import * as SpotV3 from "../../../src/Http/legacy/generated/SpotV3.js"
import * as UnifiedV3 from "../../../src/Http/legacy/generated/UnifiedV3.js"
import * as UsdcOption from "../../../src/Http/legacy/generated/UsdcOption.js"
import * as UsdcPerpetual from "../../../src/Http/legacy/generated/UsdcPerpetual.js"
import * as TestServer from "../../support/TestServer.js"
import { decodeFixture, readFixture } from "./fixture.js"

const families: ReadonlyArray<readonly [string, ReadonlyArray<Endpoint.Any>]> = [
  ["inverse-v2", InverseV2.endpoints],
  ["linear-v2", LinearV2.endpoints],
  ["inverse-futures", InverseFutures.endpoints],
  ["spot-v3", SpotV3.endpoints],
  ["spot-v1", SpotV1.endpoints],
  ["contract-v3", ContractV3.endpoints],
  ["unified-v3", UnifiedV3.endpoints],
  ["usdc-perpetual", UsdcPerpetual.endpoints],
  ["usdc-option", UsdcOption.endpoints],
  ["asset-v1", AssetV1.endpoints],
  ["asset-v3", AssetV3.endpoints],
  ["copy-trading", CopyTrading.endpoints]
]

const accounts = [
  { apiKey: "legacy-key-one", apiSecret: "legacy-secret-one-0123456789" },
  { apiKey: "legacy-key-two", apiSecret: "legacy-secret-two-9876543210" }
] as const

/** The request's fields and whether each is required, read from its schema. */
const fieldsOf = (endpoint: Endpoint.Any): ReadonlyArray<{ name: string; required: boolean; ast: SchemaAST.AST }> => {
  const ast = SchemaAST.toEncoded(endpoint.request.ast)
  if (!SchemaAST.isObjects(ast)) return []
  return ast.propertySignatures.map((p) => ({
    name: String(p.name),
    required: !SchemaAST.isOptional(p.type),
    ast: p.type
  }))
}

/** A value of the field's type. */
const sample = (ast: SchemaAST.AST): unknown => {
  const base = SchemaAST.isUnion(ast) ? (ast.types.find((t) => !SchemaAST.isUndefined(t)) ?? ast) : ast
  // a closed set of values (an account type, a category) takes its first value
  if (SchemaAST.isLiteral(base)) return base.literal
  if (SchemaAST.isNumber(base)) return 2
  if (SchemaAST.isBoolean(base)) return true
  return "BTCUSD"
}

const requiredParams = (endpoint: Endpoint.Any): Record<string, unknown> =>
  Object.fromEntries(fieldsOf(endpoint).flatMap((f) => (f.required ? [[f.name, sample(f.ast)]] : [])))

for (const [dir, endpoints] of families) {
  describe(`${dir}: generated definitions decode their docs examples`, () => {
    for (const endpoint of endpoints) {
      it.effect(`${endpoint.method} ${endpoint.path} (${endpoint.name})`, () =>
        Effect.gen(function* () {
          const file = `${dir}/${endpoint.name}`
          const result = yield* decodeFixture(endpoint, file)
          const encoded = yield* Schema.encodeUnknownEffect(endpoint.response)(result)
          expect(encoded).toEqual((readFixture(file) as { readonly result: unknown }).result)
        })
      )
    }
  })
}

describe("answers of two shapes decode in both", () => {
  // without `symbol` the position lists answer every symbol, each wrapped with `is_valid` (the docs' second example)
  const wrapped: ReadonlyArray<readonly [Endpoint.Any, string]> = [
    [InverseV2.getPosition, "inverse-v2/getPosition.all"],
    [LinearV2.getPosition, "linear-v2/getPosition.all"]
  ]
  for (const [endpoint, file] of wrapped) {
    it.effect(`${endpoint.path} (${file})`, () =>
      Effect.gen(function* () {
        const result: unknown = yield* decodeFixture(endpoint, file)
        expect(Array.isArray(result)).toBe(true)
        const rows = result as ReadonlyArray<{ readonly is_valid?: unknown; readonly data?: unknown }>
        expect(rows.length).toBe(2)
        for (const row of rows) expect([row.is_valid, typeof row.data]).toEqual([true, "object"])
        const encoded = yield* Schema.encodeUnknownEffect(endpoint.response)(result)
        expect(encoded).toEqual((readFixture(file) as { readonly result: unknown }).result)
      })
    )
  }
})

const all = families.flatMap(([dir, endpoints]) => endpoints.map((endpoint) => [dir, endpoint] as const))

describe("generated older calls: signing and required parameters", () => {
  it.live("every private call is signed by the older rules, with either account", () =>
    Effect.forEach(accounts, ({ apiKey, apiSecret }) =>
      TestServer.withServer({ credentials: { apiKey, apiSecret } }, (server) =>
        Effect.gen(function* () {
          const http = yield* BybitHttp.BybitHttp
          const privates = all.filter(([, e]) => e.auth === "private" && e.signing === "legacy")
          expect(privates.length).toBeGreaterThan(20)
          for (const [dir, endpoint] of privates) {
            server.reply(endpoint.path, { body: readFixture(`${dir}/${endpoint.name}`) })
            yield* http.call(endpoint, requiredParams(endpoint))
            const request = server.requests[server.requests.length - 1]!
            expect(request.method).toBe(endpoint.method)
            const sent: Record<string, unknown> =
              endpoint.method === "POST"
                ? (JSON.parse(request.body) as Record<string, unknown>)
                : Object.fromEntries(new URLSearchParams(request.rawQuery))
            const { sign, ...rest } = sent
            expect(rest.api_key).toBe(apiKey)
            expect(typeof rest.timestamp === "number" || typeof rest.timestamp === "string").toBe(true)
            const payload = Object.keys(rest)
              .sort()
              .map((k) => `${k}=${String(rest[k])}`)
              .join("&")
            expect(sign, `${endpoint.name} sign`).toBe(createHmac("sha256", apiSecret).update(payload).digest("hex"))
          }
        })
      )
    ).pipe(Effect.asVoid)
  )

  it.live("every private call with the V3 header signing is signed by the V3 rules, with either account", () =>
    Effect.forEach(accounts, ({ apiKey, apiSecret }) =>
      TestServer.withServer({ credentials: { apiKey, apiSecret } }, (server) =>
        Effect.gen(function* () {
          const http = yield* BybitHttp.BybitHttp
          const privates = all.filter(([, e]) => e.auth === "private" && e.signing !== "legacy")
          expect(privates.length).toBeGreaterThan(20)
          for (const [dir, endpoint] of privates) {
            server.reply(endpoint.path, { body: readFixture(`${dir}/${endpoint.name}`) })
            yield* http.call(endpoint, requiredParams(endpoint))
            const request = server.requests[server.requests.length - 1]!
            expect(request.method).toBe(endpoint.method)
            expect(request.headers["x-bapi-api-key"], endpoint.name).toBe(apiKey)
            expect(TestServer.verifyV5(request, apiSecret), `${endpoint.name} X-BAPI-SIGN`).toBe(true)
            // the older parameter signature stays out of a header-signed call
            const sent = endpoint.method === "GET" ? request.rawQuery : request.body
            expect(sent, endpoint.name).not.toContain("api_key")
          }
        })
      )
    ).pipe(Effect.asVoid)
  )

  it.live("a missing required parameter is a typed error and nothing is sent", () =>
    TestServer.withServer({ credentials: accounts[0] }, (server) =>
      Effect.gen(function* () {
        const http = yield* BybitHttp.BybitHttp
        const withRequired = all.filter(([, e]) => fieldsOf(e).some((f) => f.required))
        expect(withRequired.length).toBeGreaterThan(20)
        for (const [, endpoint] of withRequired) {
          const error = yield* Effect.flip(http.call(endpoint, {}))
          expect(error, endpoint.name).toMatchObject({ _tag: "InvalidParameters" })
        }
        expect(server.requests).toEqual([])
      })
    )
  )
})
