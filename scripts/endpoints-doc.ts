/**
 * `npm run docs:endpoints`: writes docs/ENDPOINTS.md from the endpoint definitions — per family a table of method,
 * path, auth, key permission, master-only, idempotency, pagination, client method name and whether the embedded
 * emulator serves it — and the migration table from bybit-api's `RestClientV5` (matched by method and path, read
 * from the installed package's source), then the legacy (pre-V5) families from `src/Http/legacy/all.ts` — per family
 * its prefixes, source, signing, envelope and client, and per endpoint method, path, auth, idempotency, client
 * method and emulator support — and the legacy WebSocket markets. The output depends only on the definitions, the
 * emulator's routes and the installed bybit-api, so the same tree always gives the same bytes;
 * test/Http/EndpointsDoc.test.ts fails when the checked-in file differs from what this renders.
 *
 * @since 0.1.0
 */

import * as fs from "node:fs"
import { fileURLToPath, pathToFileURL } from "node:url"
import { Exchange } from "../src/Emulator/Exchange.js"
import * as LegacyRest from "../src/Emulator/wire/LegacyRest.js"
import * as WsDialects from "../src/Emulator/wire/legacy/WsDialects.js"
import * as Rest from "../src/Emulator/wire/Rest.js"
import * as WsLegacySpotV1 from "../src/Emulator/wire/WsLegacySpotV1.js"
import * as Endpoint from "../src/Http/Endpoint.js"
import * as LegacyAll from "../src/Http/legacy/all.js"
import * as All from "../src/Http/v5/all.js"
import * as Markets from "../src/Socket/legacy/Markets.js"
import * as TopicTable from "./docs/TopicTable.js"

/**
 * Where the reference is written.
 *
 * @since 0.1.0
 * @category constants
 */
export const outputPath: string = fileURLToPath(new URL("../docs/ENDPOINTS.md", import.meta.url))

/**
 * bybit-api's `RestClientV5` source, the one the migration table is read from.
 *
 * @since 0.1.0
 * @category constants
 */
export const bybitApiSourcePath: string = fileURLToPath(
  new URL("../node_modules/bybit-api/lib/rest-client-v5.js", import.meta.url)
)

/**
 * One `RestClientV5` method and the request it makes.
 *
 * @since 0.1.0
 * @category models
 */
export interface BybitApiMethod {
  readonly name: string
  readonly method: Endpoint.Method
  readonly path: string
}

const verbs: Readonly<Record<string, Endpoint.Method>> = {
  get: "GET",
  getPrivate: "GET",
  post: "POST",
  postPrivate: "POST",
  postPrivateFile: "POST",
  delete: "DELETE",
  deletePrivate: "DELETE"
}

/**
 * The methods of bybit-api's compiled `RestClientV5` and the method and path each one requests, in source order.
 * Methods are the class members at four spaces of indentation; each `this.get/post...('/v5/...')` call belongs
 * to the member above it.
 *
 * @since 0.1.0
 * @category bybit-api
 */
export const parseBybitApi = (source: string): ReadonlyArray<BybitApiMethod> => {
  const heads = [...source.matchAll(/^ {4}(?:async )?(\w+)\([^)]*\)\s*\{/gm)].map((m) => ({
    at: m.index,
    name: m[1] ?? ""
  }))
  const out: Array<BybitApiMethod> = []
  for (const call of source.matchAll(
    /this\.(get|post|delete|getPrivate|postPrivate|postPrivateFile|deletePrivate)\(\s*([`'"])(\/v5\/[^`'"]+)\2/g
  )) {
    let owner: string | undefined
    for (const head of heads) {
      if (head.at > call.index) break
      owner = head.name
    }
    const method = verbs[call[1] ?? ""]
    const path = call[3]
    if (owner !== undefined && method !== undefined && path !== undefined) out.push({ name: owner, method, path })
  }
  return out
}

/**
 * The paths the embedded emulator answers: its market handlers and the exchange's private routes.
 *
 * @since 0.1.0
 * @category emulator
 */
export const emulatorPaths = (): ReadonlySet<string> => {
  // Routing does not touch the RSA key: a placeholder saves generating one.
  const exchange = new Exchange({ seed: 1, rsa: { publicKeyPem: "", privateKeyPem: "" } })
  return new Set([...Rest.marketHandlers.keys(), ...exchange.paths()])
}

const categories = ["spot", "linear", "inverse", "option"] as const

const requiredText = (required: Endpoint.Required): string =>
  Endpoint.permissionsOf(required)
    .map((one) => `${one.group}.${one.name}`)
    .join(" or ")

const permissionText = (endpoint: Endpoint.Any): string => {
  const rule = endpoint.permission
  if (rule === undefined) return "–"
  if (typeof rule !== "function") return requiredText(rule)
  // A rule that depends on the parameters: show what it answers per category.
  const byPermission = new Map<string, Array<string>>()
  for (const category of categories) {
    const p = Endpoint.permissionFor(endpoint, { category })
    const text = p === undefined ? "–" : requiredText(p)
    byPermission.set(text, [...(byPermission.get(text) ?? []), category])
  }
  return [...byPermission].map(([text, cats]) => `${cats.join(", ")}: ${text}`).join("; ")
}

const yesNo = (b: boolean): string => (b ? "yes" : "–")

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)

const byPath = (a: Endpoint.Any, b: Endpoint.Any): number => compare(a.path, b.path) || compare(a.method, b.method)

/**
 * What the reference is rendered from.
 *
 * @since 0.1.0
 * @category models
 */
export interface Input {
  readonly families: ReadonlyArray<All.Family>
  readonly emulator: ReadonlySet<string>
  readonly bybitApi: ReadonlyArray<BybitApiMethod>
  /** The legacy families; no "Legacy" section without them. */
  readonly legacy?: ReadonlyArray<LegacyAll.Family>
  /** The `METHOD path` keys of the legacy calls the emulator answers. */
  readonly legacyServed?: ReadonlySet<string>
  /** The legacy WebSocket markets and the paths the emulator serves among theirs. */
  readonly legacyWs?: {
    readonly markets: ReadonlyArray<Markets.Market>
    readonly served: ReadonlySet<string>
    /** The private stream paths the emulator serves (a path may carry public topics only). */
    readonly servedPrivate?: ReadonlySet<string>
  }
}

/**
 * The inputs as installed: every definition, the emulator's routes and bybit-api's source.
 *
 * @since 0.1.0
 * @category constructors
 */
export const currentInput = (): Input => ({
  families: All.families,
  emulator: emulatorPaths(),
  bybitApi: parseBybitApi(fs.readFileSync(bybitApiSourcePath, "utf8")),
  legacy: LegacyAll.families,
  legacyServed: new Set(LegacyRest.served),
  legacyWs: {
    markets: Markets.marketIds.map((id) => Markets.markets[id]),
    served: new Set([
      WsLegacySpotV1.paths.public,
      WsLegacySpotV1.paths.private,
      ...WsDialects.dialects.map((d) => d.path)
    ]),
    servedPrivate: new Set([WsLegacySpotV1.paths.private])
  }
})

const signingText: Readonly<Record<Endpoint.SigningStyle, string>> = {
  legacy: "legacy signed parameters (`api_key`, `timestamp`, `recv_window`, `sign`; spot v1 `recvWindow`)",
  v5: "V3 `X-BAPI-*` headers (the V5 scheme, `X-BAPI-SIGN-TYPE: 2`)"
}

const envelopeText: Readonly<Record<Endpoint.EnvelopeKind, string>> = {
  legacy: "legacy (`ret_code`, `ret_msg`, `result`, `ext_code`, `time_now`)",
  v5: "`retCode`, `retMsg`, `result`, `time`"
}

const distinct = <A extends string>(values: ReadonlyArray<A>): ReadonlyArray<A> => [...new Set(values)].sort(compare)

/**
 * Renders the "Legacy" section: each legacy family with the client that serves it, and the legacy WebSocket
 * markets.
 *
 * @since 0.1.0
 * @category rendering
 */
export const renderLegacy = (
  families: ReadonlyArray<LegacyAll.Family>,
  served: ReadonlySet<string>,
  ws?: Input["legacyWs"]
): ReadonlyArray<string> => {
  const all = families.flatMap((f) => f.endpoints)
  const isServed = (e: Endpoint.Any) => served.has(LegacyAll.keyOf(e))
  const lines: Array<string> = [
    "## Legacy",
    "",
    `${all.length} pre-V5 endpoint definitions in ${families.length} families; ${all.filter(isServed).length} of ` +
      "them are served by the embedded emulator.",
    "",
    "Every legacy REST family is served by the same client as V5: its callables (`Legacy.<Family>.<method>` from",
    "`effect-bybit/legacy`) run on `BybitHttp` (`Http.call`), which signs and decodes each definition in its own style.",
    "Idempotent POSTs (the USDC reads) are retried as reads; the registry is `LegacyEndpoints.families`. The CLI",
    "calls them as `call <Family>.<method>`, the Promise client as `client.call(Legacy.<Family>.<definition>, params)`.",
    ""
  ]
  for (const family of families) {
    const signing = distinct(family.endpoints.filter((e) => e.auth === "private").map((e) => e.signing))
    const envelopes = distinct(family.endpoints.map((e) => e.envelope))
    lines.push(
      `### ${family.name}`,
      "",
      `- Prefixes: ${family.prefixes
        .split(", ")
        .map((p) => `\`${p}\``)
        .join(", ")}`,
      `- Source: ${family.source}`,
      `- Client: \`Legacy.${family.name}\` callables on \`BybitHttp\` (\`Http.call\`)`,
      `- Signing: ${signing.length === 0 ? "none (public only)" : signing.map((k) => signingText[k]).join("; ")}`,
      `- Envelope: ${envelopes.map((k) => envelopeText[k]).join("; ")}`,
      "",
      "| Method | Path | Auth | Idempotent | Client method | bybit-api method | Emulator |",
      "|---|---|---|---|---|---|---|"
    )
    for (const e of [...family.endpoints].sort(byPath)) {
      lines.push(
        `| ${e.method} | \`${e.path}\` | ${e.auth} | ${yesNo(e.idempotent)} | ` +
          `\`Legacy.${family.name}.${LegacyAll.generated.has(e) ? "Generated.calls." : ""}${e.name}\` | ` +
          `\`${e.name}\` | ${yesNo(isServed(e))} |`
      )
    }
    lines.push("")
  }
  if (ws !== undefined) {
    lines.push(
      "### Legacy WebSocket markets",
      "",
      "Served by the legacy socket client, one client per market: `LegacyWs.LegacySocket.make({ market })` (or",
      "`LegacyWs.LegacySocket.layer(market)`); a topic of another market fails with `WrongMarket`. The spot v1",
      "merged book is `LegacyWs.SpotV1Depth.mergedBook(socket, symbol, dumpScale)`.",
      "",
      "| Market | Protocol | Public paths | Private path | Private auth | Topics per request | Emulator |",
      "|---|---|---|---|---|---|---|"
    )
    for (const m of ws.markets) {
      const publicServed = m.publicPaths.every((p) => ws.served.has(p.path))
      const servedHere = publicServed
        ? (ws.servedPrivate ?? ws.served).has(m.privatePath)
          ? "public and private"
          : "public"
        : "–"
      lines.push(
        `| \`${m.id}\` | ${m.protocol} | ${m.publicPaths.map((p) => `\`${p.path}\``).join(", ")} | ` +
          `\`${m.privatePath}\` | ${m.auth === "urlParams" ? "signed URL parameters" : "`auth` op"} | ` +
          `${Number.isFinite(m.maxArgsPerRequest) ? m.maxArgsPerRequest : "no limit"} | ${servedHere} |`
      )
    }
    lines.push("")
  }
  return lines
}

/** Why a family's remaining endpoints are not served by the emulator (shown under its table). */
const notServedBecause: Readonly<Record<string, string>> = {
  Account:
    "option asset info and coin greeks need per-coin option greeks, the classic contract log and the account's " +
    "instrument list are not modelled yet",
  Affiliate: "affiliate data comes from Bybit's partner system, which the emulator does not model",
  AlphaLp: "Bybit Alpha (on-chain trading) is outside the emulated exchange",
  AlphaPrediction: "Bybit Alpha (on-chain trading) is outside the emulated exchange",
  AlphaTrade: "Bybit Alpha (on-chain trading) is outside the emulated exchange",
  Asset:
    "delivery and settlement records (the emulator lists no expiring futures), the asset overview, the coin " +
    "exchange record, the classic spot asset info, portfolio-margin figures, the total of members' assets, the " +
    "sub-UID universal-transfer switch and the travel-rule forms are not modelled yet",
  Card: "card spending is outside the emulated exchange",
  Earn: "advanced Earn (dual assets, discount buy) needs option-style settlement, not modelled yet",
  EarnDoubleWin: "Earn products (staking, yield accrual) are not modelled yet",
  EarnRwa: "Earn products (staking, yield accrual) are not modelled yet",
  EarnSavings: "interest coupons are marketing awards the emulator never grants",
  Fiat: "fiat rails are outside the emulated exchange",
  FuturesBot: "trading bots are not modelled",
  GridBot: "trading bots are not modelled",
  HoldToEarn: "Earn products (staking, yield accrual) are not modelled yet",
  Lending: "institutional lending products are not modelled yet",
  LiquidityMining: "liquidity mining is not modelled",
  P2P: "P2P trading needs counterparties and payment rails the emulator does not model",
  Position: "closed option positions and the per-symbol leverage report are not modelled yet",
  PreUpgrade: "pre-upgrade (classic account) histories are not modelled",
  Pwm: "private wealth management is outside the emulated exchange",
  PwmAssetManager: "private wealth management is outside the emulated exchange",
  Rfq: "block trades by request for quote need quoting counterparties, not modelled yet",
  Spread: "spread trading (combination instruments) is not modelled yet",
  Trade: "the order pre-check is not modelled yet",
  User: "friend referrals are not modelled yet"
}

/**
 * Renders docs/ENDPOINTS.md.
 *
 * @since 0.1.0
 * @category rendering
 */
export const render = (input: Input = currentInput()): string => {
  const all = input.families.flatMap((f) => f.endpoints)
  const served = (e: Endpoint.Any) => input.emulator.has(e.path)
  const theirs = new Map<string, Array<string>>()
  for (const m of input.bybitApi) {
    const k = All.key(m)
    const names = theirs.get(k) ?? []
    if (!names.includes(m.name)) names.push(m.name)
    theirs.set(k, names)
  }
  const lines: Array<string> = []
  const push = (...ls: ReadonlyArray<string>) => lines.push(...ls)

  push(
    "# V5 REST endpoints",
    "",
    "<!-- Generated by `npm run docs:endpoints` (scripts/endpoints-doc.ts) from the endpoint definitions. Do not edit. -->",
    "",
    `${all.length} endpoint definitions in ${input.families.filter((f) => f.endpoints.length > 0).length} families; ` +
      `${all.filter(served).length} of them are served by the embedded emulator.`,
    "",
    "Columns: **Auth** `public` needs no key, `private` is signed; **Permission** is the API key permission the",
    "endpoint needs (group.name; per category where it depends on it); **Master only** endpoints refuse sub-account",
    "keys; **Idempotent** endpoints are safe to retry; **Pagination** names the cursor and list fields that",
    "`Paginate.paginate` follows; **Client method** is the exported callable (the bybit-api name where one exists);",
    "**Emulator** says whether `effect-bybit/emulator` answers it.",
    ""
  )

  push("## Families", "")
  for (const family of input.families) {
    if (family.endpoints.length === 0) continue
    push(`- [${family.name}](#${family.name.toLowerCase()}) — ${family.endpoints.length}`)
  }
  if (input.legacy !== undefined) {
    const count = input.legacy.reduce((n, f) => n + f.endpoints.length, 0)
    push(`- [Legacy](#legacy) (pre-V5) — ${input.legacy.length} families, ${count} endpoints`)
  }
  push("")

  for (const family of input.families) {
    if (family.endpoints.length === 0) continue
    push(
      `## ${family.name}`,
      "",
      "| Method | Path | Auth | Permission | Master only | Idempotent | Pagination | Client method | Emulator |",
      "|---|---|---|---|---|---|---|---|---|"
    )
    for (const e of [...family.endpoints].sort(byPath)) {
      const pagination = e.pagination === undefined ? "–" : `${e.pagination.cursor} / ${e.pagination.list}`
      push(
        `| ${e.method} | \`${e.path}\` | ${e.auth} | ${permissionText(e)} | ${yesNo(e.masterOnly)} | ` +
          `${yesNo(e.idempotent)} | ${pagination} | \`${e.name}\` | ${yesNo(served(e))} |`
      )
    }
    const missing = family.endpoints.filter((e) => !served(e)).length
    if (missing > 0) {
      const reason = notServedBecause[family.name] ?? "not modelled yet"
      push("", `Not served by the emulator: ${missing} of ${family.endpoints.length} — ${reason}.`)
    }
    push("")
  }

  const definedPaths = new Set(all.map((e) => e.path))
  const undefinedServed = [...input.emulator].filter((p) => !definedPaths.has(p)).sort(compare)
  if (undefinedServed.length > 0) {
    push("## Served by the emulator without a definition", "")
    for (const p of undefinedServed) push(`- \`${p}\``)
    push("")
  }

  push(
    "## Migrating from bybit-api",
    "",
    "bybit-api's `RestClientV5` methods matched to ours by method and path. Where the names agree there is",
    "nothing to change (the callable takes the same parameters); the table lists the endpoints whose name differs.",
    ""
  )
  const differ = [...all]
    .sort(byPath)
    .map((e) => ({ e, names: theirs.get(All.key(e)) ?? [] }))
    .filter(({ e, names }) => names.length > 0 && !names.includes(e.name))
  const same = all.filter((e) => (theirs.get(All.key(e)) ?? []).includes(e.name)).length
  const without = all.filter((e) => (theirs.get(All.key(e)) ?? []).length === 0).length
  push(
    `${same} definitions carry bybit-api's name, ${differ.length} differ, ${without} have no bybit-api counterpart.`,
    ""
  )
  if (differ.length > 0) {
    push("| Method | Path | effect-bybit | bybit-api |", "|---|---|---|---|")
    for (const { e, names } of differ) {
      push(`| ${e.method} | \`${e.path}\` | \`${e.name}\` | ${names.map((n) => `\`${n}\``).join(", ")} |`)
    }
    push("")
  }

  const defined = new Set(all.map(All.key))
  const missing = [...theirs]
    .filter(([k]) => !defined.has(k))
    .sort(([a], [b]) => compare(a.slice(a.indexOf(" ") + 1), b.slice(b.indexOf(" ") + 1)) || compare(a, b))
  push("### bybit-api methods without a definition here", "")
  if (missing.length === 0) {
    push("None.", "")
  } else {
    push("| Method | Path | bybit-api |", "|---|---|---|")
    for (const [k, names] of missing) {
      const [method, path] = k.split(" ")
      push(`| ${method} | \`${path}\` | ${names.map((n) => `\`${n}\``).join(", ")} |`)
    }
    push("")
  }
  push(...TopicTable.render())
  if (input.legacy !== undefined) push(...renderLegacy(input.legacy, input.legacyServed ?? new Set(), input.legacyWs))
  return `${lines.join("\n").trimEnd()}\n`
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href

if (isMain) {
  fs.mkdirSync(new URL("../docs/", import.meta.url), { recursive: true })
  fs.writeFileSync(outputPath, render())
  process.stdout.write(`wrote ${outputPath}\n`)
}
