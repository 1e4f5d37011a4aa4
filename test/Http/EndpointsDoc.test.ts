import * as fs from "node:fs"
import { describe, expect, it } from "@effect/vitest"
import * as Schema from "effect/Schema"
import * as Doc from "../../scripts/endpoints-doc.js"
import * as LegacyRest from "../../src/Emulator/wire/LegacyRest.js"
import * as Endpoint from "../../src/Http/Endpoint.js"
import * as LegacyAll from "../../src/Http/legacy/all.js"
import * as InverseV2 from "../../src/Http/legacy/InverseV2.js"
import * as SpotV1 from "../../src/Http/legacy/SpotV1.js"
import * as Market from "../../src/Http/v5/Market.js"
import * as Trade from "../../src/Http/v5/Trade.js"

// The generated reference stays in step with the definitions: regenerate in memory and compare.

const input = Doc.currentInput()

const row = (text: string, path: string, method = "GET"): string | undefined =>
  text.split("\n").find((line) => line.startsWith(`| ${method} | \`${path}\` |`))

describe("docs/ENDPOINTS.md", () => {
  it("is up to date with the definitions (run `npm run docs:endpoints` when this fails)", () => {
    const onDisk = fs.existsSync(Doc.outputPath) ? fs.readFileSync(Doc.outputPath, "utf8") : ""
    expect(onDisk).toBe(Doc.render(input))
  })

  it("renders the same bytes every time", () => {
    expect(Doc.render(Doc.currentInput())).toBe(Doc.render(input))
  })

  it("shows method, path, auth, permission, idempotency, client method and emulator support per definition", () => {
    const text = Doc.render(input)
    expect(row(text, "/v5/market/tickers")).toBe(
      "| GET | `/v5/market/tickers` | public | – | – | yes | – | `getTickers` | yes |"
    )
    const create = row(text, "/v5/order/create", "POST")
    expect(create).toContain("spot: Spot.SpotTrade")
    expect(create).toContain("linear, inverse: ContractTrade.Order")
    expect(create).toContain("option: Options.OptionsTrade")
    expect(create).toContain("`submitOrder` | yes |")
    const instruments = row(text, "/v5/market/instruments-info")
    expect(instruments).toContain("nextPageCursor / list")
    // every definition has its row
    for (const family of input.families) {
      for (const e of family.endpoints) expect(row(text, e.path, e.method)).toContain(`\`${e.name}\``)
    }
  })

  it("reads bybit-api's RestClientV5 methods with the request each makes", () => {
    const byName = new Map(input.bybitApi.map((m) => [m.name, m]))
    expect(byName.get("getTickers")).toEqual({ name: "getTickers", method: "GET", path: "/v5/market/tickers" })
    expect(byName.get("submitOrder")).toEqual({ name: "submitOrder", method: "POST", path: "/v5/order/create" })
    expect(byName.get("createInternalTransfer")).toEqual({
      name: "createInternalTransfer",
      method: "POST",
      path: "/v5/asset/transfer/inter-transfer"
    })
    expect(input.bybitApi.length).toBeGreaterThan(380)
  })

  it("parses multi-line calls and attributes each call to the member above it", () => {
    const source = [
      "class RestClientV5 {",
      "    getA(params) {",
      "        return this.get('/v5/a', params);",
      "    }",
      "    postB(params) {",
      "        return this.postPrivate(",
      "            `/v5/b`, params);",
      "    }",
      "}"
    ].join("\n")
    expect(Doc.parseBybitApi(source)).toEqual([
      { name: "getA", method: "GET", path: "/v5/a" },
      { name: "postB", method: "POST", path: "/v5/b" }
    ])
  })

  it("lists names that differ from bybit-api's and bybit-api methods without a definition", () => {
    const renamed = Endpoint.make({
      name: "getCandles",
      method: "GET",
      path: "/v5/market/kline",
      auth: "public",
      request: Schema.Struct({}),
      response: Schema.Unknown
    })
    const text = Doc.render({
      families: [{ name: "Sample", endpoints: [renamed, Market.tickers, Trade.create] }],
      emulator: new Set(["/v5/market/tickers"]),
      bybitApi: [
        { name: "getKline", method: "GET", path: "/v5/market/kline" },
        { name: "getTickers", method: "GET", path: "/v5/market/tickers" },
        { name: "submitOrder", method: "POST", path: "/v5/order/create" },
        { name: "getSystemStatus", method: "GET", path: "/v5/system/status" }
      ]
    })
    expect(text).toContain("3 endpoint definitions in 1 families; 1 of them are served by the embedded emulator.")
    expect(text).toContain("2 definitions carry bybit-api's name, 1 differ, 0 have no bybit-api counterpart.")
    expect(text).toContain("| GET | `/v5/market/kline` | `getCandles` | `getKline` |")
    expect(text).toContain("| GET | `/v5/system/status` | `getSystemStatus` |")
    expect(text).not.toContain("| GET | `/v5/market/tickers` | `getTickers` | `getTickers` |")
    expect(text.endsWith("\n")).toBe(true)
  })

  describe("the Legacy section", () => {
    const section = (text: string): string => text.slice(text.indexOf("\n## Legacy\n"))

    it("is on disk as rendered from the legacy registry, after the V5 families", () => {
      const onDisk = fs.readFileSync(Doc.outputPath, "utf8")
      expect(onDisk).toContain("\n## Legacy\n")
      expect(section(onDisk)).toBe(section(Doc.render(input)))
    })

    it("lists each family with its prefixes, source and client, and each endpoint with its emulator support", () => {
      const text = section(Doc.render(input))
      for (const family of LegacyAll.families) {
        expect(text).toContain(`### ${family.name}\n`)
        // a path several clients call shows in each of their families: read the family's own table
        const start = text.indexOf(`### ${family.name}\n`)
        const own = text.slice(start, text.indexOf("\n### ", start + 1))
        expect(text).toContain(`- Source: ${family.source}\n`)
        expect(text).toContain(`- Client: \`Legacy.${family.name}\` callables on \`BybitHttp\` (\`Http.call\`)`)
        for (const e of family.endpoints) {
          const served = LegacyRest.served.includes(LegacyAll.keyOf(e)) ? "yes" : "–"
          expect(row(own, e.path, e.method)).toBe(
            `| ${e.method} | \`${e.path}\` | ${e.auth} | ${e.idempotent ? "yes" : "–"} | ` +
              `\`Legacy.${family.name}.${LegacyAll.generated.has(e) ? "Generated.calls." : ""}${e.name}\` | ` +
              `\`${e.name}\` | ${served} |`
          )
        }
      }
      expect(row(text, "/spot/v1/order", "DELETE")).toBe(
        "| DELETE | `/spot/v1/order` | private | – | `Legacy.SpotV1.cancelOrder` | `cancelOrder` | yes |"
      )
      expect(row(text, "/option/usdc/openapi/private/v1/query-active-orders", "POST")).toContain("| private | yes |")
      // a generated older call: its callable and the older client's method name (the migration column)
      expect(row(text, "/futures/private/order/create", "POST")).toBe(
        "| POST | `/futures/private/order/create` | private | – | " +
          "`Legacy.InverseFutures.Generated.calls.placeActiveOrder` | `placeActiveOrder` | yes |"
      )
      expect(text).toContain("- Signing: legacy signed parameters")
      expect(text).toContain(
        "| `spotV1` | spotV1 | `/spot/quote/ws/v1` | `/spot/ws` | signed URL parameters | 1 | public and private |"
      )
      // the other markets' public streams are served, their private ones not (yet)
      expect(text).toContain("| `inverseV2` | v2 | `/realtime` | `/realtime` | `auth` op | no limit | public |")
    })

    it("changes with the registry and with what the emulator serves, so a stale file fails the check above", () => {
      const families: ReadonlyArray<LegacyAll.Family> = [
        { name: "SpotV1", prefixes: "/spot/v1", source: "docs", endpoints: [SpotV1.serverTime] }
      ]
      const served = Doc.render({ ...input, legacy: families, legacyServed: new Set(["GET /spot/v1/time"]) })
      const notServed = Doc.render({ ...input, legacy: families, legacyServed: new Set() })
      expect(row(section(served), "/spot/v1/time")).toBe(
        "| GET | `/spot/v1/time` | public | yes | `Legacy.SpotV1.getServerTime` | `getServerTime` | yes |"
      )
      expect(row(section(notServed), "/spot/v1/time")).toContain("| – |")
      const more = Doc.render({
        ...input,
        legacy: families.map((f) => ({ ...f, endpoints: [...f.endpoints, InverseV2.leverageSave] }))
      })
      expect(more).toContain("`Legacy.SpotV1.setUserLeverage`")
      expect(more).not.toBe(served)
      // without legacy input there is no Legacy section
      expect(Doc.render({ families: input.families, emulator: input.emulator, bybitApi: [] })).not.toContain(
        "## Legacy"
      )
    })
  })
})
