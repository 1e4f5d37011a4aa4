/**
 * A start-up check of the API key itself: reads the key's own info (`GET /v5/user/query-api`) and warns when the key
 * can withdraw or is bound to no IP address, the two settings that turn a leaked key into lost funds. It only logs:
 * a key the check cannot read (no permission, no network) is reported with a warning, never an error.
 *
 * @since 0.1.0
 */
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Schema from "effect/Schema"
import * as Enums from "../Schema/Enums.js"
import * as NoParams from "../Schema/NoParams.js"
import type { ApiKeyInfo } from "../Schema/User.js"
import { type BybitHttp, callable } from "./BybitHttp.js"
import * as Endpoint from "./Endpoint.js"

// `GET /v5/user/query-api` reading only what the check inspects (the User family's `getQueryApiKey` decodes the whole
// key info): `Bybit.layer` runs the check, so it carries no family's schemas into a program that never calls one.
const queryApiKey = callable(
  Endpoint.make({
    name: "getQueryApiKey",
    method: "GET",
    path: "/v5/user/query-api",
    auth: "private",
    request: NoParams.NoParams,
    response: () =>
      Schema.Struct({
        readOnly: Enums.tolerantNumber(Schema.Literals([0, 1])),
        permissions: Schema.Record(Schema.String, Schema.Array(Schema.String)),
        ips: Schema.Array(Schema.String)
      })
  })
)

/**
 * One finding about the key.
 *
 * @since 0.1.0
 * @category models
 */
export interface Finding {
  readonly kind: "CanWithdraw" | "NoIpWhitelist"
  readonly message: string
}

/**
 * Options of the check.
 *
 * @since 0.1.0
 * @category models
 */
export interface Options {
  /** How long the check waits for the key info. Default 10 s. */
  readonly timeout?: Duration.Input
}

/**
 * What is risky about a key, from its info: the `Withdraw` permission, and an IP binding of nothing or `*`.
 *
 * @since 0.1.0
 * @category checks
 */
export const inspect = (info: Pick<ApiKeyInfo, "permissions" | "ips" | "readOnly">): ReadonlyArray<Finding> => {
  const findings: Array<Finding> = []
  const wallet = info.permissions.Wallet ?? []
  if (wallet.includes("Withdraw")) {
    findings.push({
      kind: "CanWithdraw",
      message: "The API key can withdraw funds: a trading client does not need that permission; remove it"
    })
  }
  const bound = info.ips.filter((ip) => ip.trim() !== "" && ip.trim() !== "*")
  if (bound.length === 0) {
    findings.push({
      kind: "NoIpWhitelist",
      message: "The API key is bound to no IP address: anyone holding it can use it from anywhere; bind it to your IPs"
    })
  }
  return findings
}

/**
 * Reads the key's info and logs a warning per finding; the findings are returned too. A failure to read the info is
 * logged (as a warning) and gives no findings.
 *
 * @since 0.1.0
 * @category checks
 */
export const run = (options: Options = {}): Effect.Effect<ReadonlyArray<Finding>, never, BybitHttp> =>
  queryApiKey({}, { timeout: options.timeout ?? Duration.seconds(10) }).pipe(
    Effect.map(inspect),
    Effect.tap((findings) =>
      Effect.forEach(findings, (finding) => Effect.logWarning(finding.message), { discard: true })
    ),
    Effect.catch((error) =>
      Effect.as(Effect.logWarning(`Could not check the API key's permissions: ${error.message}`), [])
    ),
    Effect.withSpan("Bybit.keyCheck")
  )

/**
 * The check as a layer: runs in the background when the layer is built, so start-up never waits for it.
 *
 * @since 0.1.0
 * @category layers
 */
export const layer = (options: Options = {}): Layer.Layer<never, never, BybitHttp> =>
  Layer.effectDiscard(Effect.forkScoped(run(options)))
