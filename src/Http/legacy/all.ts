/**
 * Every pre-V5 endpoint definition, grouped by family, with where each family is documented and which client
 * serves it. `docs/ENDPOINTS.md` ("legacy") and the emulator's legacy routes read this.
 *
 * @since 0.1.0
 */
import type * as Endpoint from "../Endpoint.js"
import * as Legacy from "./index.js"

/**
 * One legacy family.
 *
 * @since 0.1.0
 * @category models
 */
export interface Family {
  /** The module's name in the barrel, e.g. `SpotV1`. */
  readonly name: string
  /** The path prefixes the family covers, as the issue names them. */
  readonly prefixes: string
  /**
   * Where the shapes were taken from, and, for a family without public paths of its own (or without private
   * ones), which family serves that side: the reference prints it as the family's "Source" line.
   */
  readonly source: string
  readonly endpoints: ReadonlyArray<Endpoint.Any>
}

const docs = "bybit-exchange/docs-legacy"

/**
 * Every legacy family, in the order of the reference.
 *
 * @since 0.1.0
 * @category registry
 */
export const families: ReadonlyArray<Family> = [
  {
    name: "SpotV1",
    prefixes: "/spot/v1, /spot/quote/v1, /spot/order",
    source: `${docs} spot/v1`,
    endpoints: Legacy.SpotV1.endpoints
  },
  { name: "SpotV3", prefixes: "/spot/v3", source: `${docs} spot/v3`, endpoints: Legacy.SpotV3.endpoints },
  {
    name: "ContractV3",
    prefixes: "/contract/v3/private, /v3/public/time",
    source: `${docs} derivativesV3/contract`,
    endpoints: Legacy.ContractV3.endpoints
  },
  {
    name: "DerivativesV3",
    prefixes: "/derivatives/v3/public",
    source:
      `${docs} derivativesV3 (the market data shared by contract v3 and unified margin v3); public only: ` +
      "its private side is UnifiedV3 (`/unified/v3/private`)",
    endpoints: Legacy.DerivativesV3.endpoints
  },
  {
    name: "UnifiedV3",
    prefixes: "/unified/v3/private",
    source:
      `${docs} derivativesV3/unified_margin; no public path of its own: its market data is DerivativesV3 ` +
      "(`/derivatives/v3/public`), its server time InverseV2's `/v2/public/time`",
    endpoints: Legacy.UnifiedV3.endpoints
  },
  {
    name: "AssetV1",
    prefixes: "/asset/v1/private, /asset/v1/public",
    source: `${docs} account_asset/v1`,
    endpoints: Legacy.AssetV1.endpoints
  },
  {
    name: "AssetV3",
    prefixes: "/asset/v3/private, /asset/v3/public",
    source: `bybit-api AccountAssetClientV3; ${docs} account_asset/v3`,
    endpoints: Legacy.AssetV3.endpoints
  },
  {
    name: "UserV3",
    prefixes: "/user/v3/private",
    source:
      `${docs} account_asset/v3; no public path of its own (the public call of those docs is AssetV3's ` +
      "deposit list)",
    endpoints: Legacy.UserV3.endpoints
  },
  {
    name: "UsdcPerpetual",
    prefixes: "/perpetual/usdc/openapi",
    source: `${docs} usdc/perp`,
    endpoints: Legacy.UsdcPerpetual.endpoints
  },
  {
    name: "UsdcOption",
    prefixes: "/option/usdc/openapi",
    source: `${docs} usdc/option`,
    endpoints: Legacy.UsdcOption.endpoints
  },
  {
    name: "InverseV2",
    prefixes: "/v2/public, /v2/private",
    source: `${docs} futuresV2/inverse_perpetual`,
    endpoints: Legacy.InverseV2.endpoints
  },
  {
    name: "LinearV2",
    prefixes: "/private/linear, /public/linear",
    source:
      `${docs} futuresV2/linear_perpetual; its book, tickers and symbols are the shared InverseV2 ` +
      "`/v2/public` paths",
    endpoints: Legacy.LinearV2.endpoints
  },
  {
    name: "InverseFutures",
    prefixes: "/futures/private",
    source:
      `bybit-api InverseFuturesClient; ${docs} futuresV2/inverse_futures; no public path of its own: ` +
      "its docs' market data are InverseV2's `/v2/public` paths",
    endpoints: Legacy.InverseFutures.endpoints
  },
  {
    name: "CopyTrading",
    prefixes: "/contract/v3/*/copytrading",
    source: `${docs} copy_trading`,
    endpoints: Legacy.CopyTrading.endpoints
  }
]

/**
 * Every legacy definition, family by family.
 *
 * @since 0.1.0
 * @category registry
 */
export const endpoints: ReadonlyArray<Endpoint.Any> = families.flatMap((family) => family.endpoints)

/**
 * The key of a definition: method and path, e.g. `DELETE /spot/v1/order`.
 *
 * @since 0.1.0
 * @category registry
 */
export const keyOf = (endpoint: Pick<Endpoint.Any, "method" | "path">): string => `${endpoint.method} ${endpoint.path}`

/**
 * Every legacy definition by its key.
 *
 * @since 0.1.0
 * @category registry
 */
export const byKey: ReadonlyMap<string, Endpoint.Any> = new Map(
  // a path several clients call is listed in each of their families as aliases (`Alias.alias`) that differ only in
  // the method name, so whichever one the map keeps routes, validates and answers alike
  endpoints.map((e) => [keyOf(e), e])
)

/**
 * The definitions generated from the older docs (their callables are `Legacy.<Family>.Generated.calls.<name>`).
 *
 * @since 0.1.0
 * @category registry
 */
export const generated: ReadonlySet<Endpoint.Any> = new Set([
  ...Legacy.InverseV2.Generated.endpoints,
  ...Legacy.LinearV2.Generated.endpoints,
  ...Legacy.InverseFutures.Generated.endpoints,
  ...Legacy.SpotV3.Generated.endpoints,
  ...Legacy.SpotV1.Generated.endpoints,
  ...Legacy.ContractV3.Generated.endpoints,
  ...Legacy.UnifiedV3.Generated.endpoints,
  ...Legacy.UsdcPerpetual.Generated.endpoints,
  ...Legacy.UsdcOption.Generated.endpoints,
  ...Legacy.AssetV1.Generated.endpoints,
  ...Legacy.AssetV3.Generated.endpoints,
  ...Legacy.CopyTrading.Generated.endpoints
])
