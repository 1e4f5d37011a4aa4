/**
 * The institutional loan products the emulator offers: their risk lines, the margin coins each counts and the
 * conversion ladders (bands of coin quantity, each at its ratio), and the hedge product's delta limits.
 *
 * @since 0.1.0
 */

import * as Fixed from "../base/Fixed.js"
import { SCALE } from "../books/Accounts.js"
import { show } from "../books/Funds.js"

const ONE = 10n ** BigInt(SCALE)

const u = (text: string): bigint => Fixed.parseRounded(text, SCALE, "down") ?? 0n

/**
 * One band of a conversion ladder: quantities from `from` to `to` (open-ended when absent) count at `ratio`.
 *
 * @since 0.1.0
 * @category models
 */
export interface Tier {
  readonly from: bigint
  readonly to: bigint | undefined
  readonly ratio: bigint
}

/**
 * A loan product.
 *
 * @since 0.1.0
 * @category models
 */
export interface Product {
  readonly id: string
  /** `0` default, `1` CTA, `2` hedge. */
  readonly type: "0" | "1" | "2"
  readonly leverage: string
  readonly supportContract: boolean
  readonly withdrawLine: bigint
  readonly liquidationLine: bigint
  readonly stopLiquidationLine: bigint
  readonly tokens: Readonly<Record<string, ReadonlyArray<Tier>>>
  /** The hedge product's delta limits in USD: the whole risk unit's and per coin. */
  readonly deltaLimits?: { readonly unit: bigint; readonly perCoin: Readonly<Record<string, bigint>> }
}

const ladder = (...bands: ReadonlyArray<readonly [string, string | undefined, string]>): ReadonlyArray<Tier> =>
  bands.map(([from, to, ratio]) => ({ from: u(from), to: to === undefined ? undefined : u(to), ratio: u(ratio) }))

const TOKENS: Readonly<Record<string, ReadonlyArray<Tier>>> = {
  USDT: ladder(["0", "1000000", "1"], ["1000000", undefined, "0.95"]),
  USDC: ladder(["0", "1000000", "1"], ["1000000", undefined, "0.95"]),
  BTC: ladder(["0", "50", "0.95"], ["50", "200", "0.9"], ["200", undefined, "0.8"]),
  ETH: ladder(["0", "500", "0.9"], ["500", "2000", "0.85"], ["2000", undefined, "0.75"]),
  SOL: ladder(["0", "10000", "0.8"], ["10000", undefined, "0.6"])
}

/**
 * The products: `91` the default product (spot and USDT perpetuals), `92` the hedge product (spot only, delta
 * limits).
 *
 * @since 0.1.0
 * @category data
 */
export const PRODUCTS: ReadonlyArray<Product> = [
  {
    id: "91",
    type: "0",
    leverage: "4",
    supportContract: true,
    withdrawLine: u("0.55"),
    liquidationLine: u("0.9"),
    stopLiquidationLine: u("0.75"),
    tokens: TOKENS
  },
  {
    id: "92",
    type: "2",
    leverage: "2",
    supportContract: false,
    withdrawLine: u("0.5"),
    liquidationLine: u("0.9"),
    stopLiquidationLine: u("0.7"),
    tokens: TOKENS,
    deltaLimits: { unit: u("500000"), perCoin: { BTC: u("300000"), ETH: u("200000"), SOL: u("100000") } }
  }
]

/**
 * A product by id.
 *
 * @since 0.1.0
 * @category data
 */
export const product = (id: string): Product | undefined => PRODUCTS.find((p) => p.id === id)

/**
 * A quantity counted by a conversion ladder: each band at its ratio.
 *
 * @since 0.1.0
 * @category models
 */
export const convertedQty = (qty: bigint, tiers: ReadonlyArray<Tier>): bigint => {
  let out = 0n
  for (const t of tiers) {
    if (qty <= t.from) break
    const top = t.to === undefined ? qty : Fixed.min(qty, t.to)
    out += ((top - t.from) * t.ratio) / ONE
  }
  return out
}

/**
 * A product's terms as product-infos and loan orders show them.
 *
 * @since 0.1.0
 * @category format
 */
export const productTerms = (x: Product) => ({
  productId: x.id,
  productType: x.type,
  leverage: x.leverage,
  supportSpot: 1,
  supportContract: x.supportContract ? 1 : 0,
  supportMarginTrading: 1,
  withdrawLine: show(x.withdrawLine),
  transferLine: show(x.withdrawLine + ONE / 20n),
  spotBuyLine: show(x.stopLiquidationLine + ONE / 20n),
  spotSellLine: show(x.stopLiquidationLine + ONE / 20n),
  contractOpenLine: show(x.stopLiquidationLine + ONE / 20n),
  deferredLiquidationLine: show(x.liquidationLine - ONE / 20n),
  deferredLiquidationTime: "3600",
  liquidationLine: show(x.liquidationLine),
  stopLiquidationLine: show(x.stopLiquidationLine),
  contractLeverage: x.supportContract ? "5" : "",
  transferRatio: "0.5",
  spotSymbols: [],
  contractSymbols: x.supportContract ? ["BTCUSDT", "ETHUSDT"] : [],
  supportUSDCContract: 0,
  supportUSDCOptions: 0,
  USDTPerpetualOpenLine: show(x.stopLiquidationLine + ONE / 20n),
  USDCContractOpenLine: "",
  USDCOptionsOpenLine: "",
  USDTPerpetualCloseLine: show(x.liquidationLine),
  USDCContractCloseLine: "",
  USDCOptionsCloseLine: "",
  USDCContractSymbols: [],
  USDCOptionsSymbols: [],
  marginLeverage: "3",
  USDTPerpetualLeverage: x.supportContract
    ? [
        { symbol: "BTCUSDT", leverage: "5" },
        { symbol: "ETHUSDT", leverage: "5" }
      ]
    : [],
  USDCContractLeverage: []
})
