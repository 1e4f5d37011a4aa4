/**
 * Peer rows: Easy Earn (flexible and on-chain staking, dual assets), fixed-term earn, RWA, byUSDT, savings, coupons
 * and hold-to-earn. Stakes come from funding balances set first; where the exchange asks for time held (an early
 * redemption), the emulator's clock moves on and the peers follow it.
 */
import type { Ctx, Result, Row } from "../Peers.js"
import { field, got, keep, passTime, row } from "../Peers.js"

const HOUR = 3_600_000
const flexible = { category: "FlexibleSaving" } as const
const dual = { category: "DualAssets" } as const
const link = (ctx: Ctx, what: string) => `${ctx.peer === "bybit-api" ? "ba" : "cx"}-${what}`

const fund = (coin: string, amount: string) => (ctx: Ctx) =>
  ctx.h.admin.setBalance(coin, amount, { accountType: "FUND" })

/** Keeps the first buy-low target of a dual-assets quote. */
const keepTarget = (result: Result, ctx: Ctx) => {
  const offer = (result.list as ReadonlyArray<{ buyLowPrice?: ReadonlyArray<Result> }> | undefined)?.[0]
  const target = offer?.buyLowPrice?.[0]
  if (target === undefined) throw new Error(`no buy-low target in ${JSON.stringify(result)}`)
  ctx.vars.set("selectPrice", field(target, "selectPrice"))
  ctx.vars.set("apyE8", field(target, "apyE8"))
}

/** The Earn family. */
export const earn: ReadonlyArray<Row> = [
  row("GET /v5/earn/product", "getEarnProduct", "publicGetV5EarnProduct", { ...flexible, coin: "USDT" }),
  row(
    "POST /v5/earn/place-order",
    "submitStakeRedeem",
    "privatePostV5EarnPlaceOrder",
    (ctx) => ({
      ...flexible,
      orderType: "Stake",
      accountType: "FUND",
      amount: "3000",
      coin: "USDT",
      productId: "1",
      orderLinkId: link(ctx, "stake")
    }),
    { setup: fund("USDT", "10000"), check: keep("orderId") }
  ),
  row("GET /v5/earn/order", "getEarnOrderHistory", "privateGetV5EarnOrder", (ctx) => ({
    ...flexible,
    orderId: got(ctx, "orderId")
  })),
  row("GET /v5/earn/position", "getEarnPosition", "privateGetV5EarnPosition", flexible),
  row("POST /v5/earn/place-order", "submitStakeRedeem", "privatePostV5EarnPlaceOrder", (ctx) => ({
    ...flexible,
    orderType: "Redeem",
    accountType: "FUND",
    amount: "100",
    coin: "USDT",
    productId: "1",
    orderLinkId: link(ctx, "redeem")
  })),
  row("GET /v5/earn/yield", "getEarnYieldHistory", "privateGetV5EarnYield", flexible),
  row("GET /v5/earn/hourly-yield", "getEarnHourlyYieldHistory", "privateGetV5EarnHourlyYield", flexible),
  // an on-chain fixed-term stake, whose auto-reinvest is then switched on
  row(
    "POST /v5/earn/place-order",
    "submitStakeRedeem",
    "privatePostV5EarnPlaceOrder",
    (ctx) => ({
      category: "OnChain",
      orderType: "Stake",
      accountType: "FUND",
      amount: "1",
      coin: "ETH",
      productId: "12",
      orderLinkId: link(ctx, "eth")
    }),
    { setup: fund("ETH", "2") }
  ),
  row(
    "GET /v5/earn/position",
    "getEarnPosition",
    "privateGetV5EarnPosition",
    { category: "OnChain", coin: "ETH" },
    {
      check: keep("id", "positionId")
    }
  ),
  row("POST /v5/earn/position/modify", "modifyEarnPosition", undefined, (ctx) => ({
    category: "OnChain",
    productId: 12,
    positionId: Number(got(ctx, "positionId")),
    autoReinvest: 1
  })),
  row("GET /v5/earn/advance/product", "getAdvanceEarnProduct", undefined, dual),
  row(
    "GET /v5/earn/advance/product-extra-info",
    "getAdvanceEarnProductExtraInfo",
    undefined,
    { ...dual, productId: "1101" },
    { check: keepTarget }
  ),
  row("POST /v5/earn/advance/place-order", "submitAdvanceEarnPlaceOrder", undefined, (ctx) => ({
    ...dual,
    productId: "1101",
    orderType: "Stake",
    amount: "1000",
    accountType: "UNIFIED",
    coin: "USDT",
    orderLinkId: link(ctx, "dual"),
    dualAssetsExtra: {
      orderDirection: "BuyLow",
      selectPrice: got(ctx, "selectPrice"),
      apyE8: Number(got(ctx, "apyE8"))
    }
  })),
  row("GET /v5/earn/advance/order", "getAdvanceEarnOrder", undefined, dual),
  row("GET /v5/earn/advance/position", "getAdvanceEarnPosition", undefined, dual)
]

/** Savings' APR history and the earn coupons. */
export const savings: ReadonlyArray<Row> = [
  row("GET /v5/earn/apr-history", "getEarnAprHistory", undefined, { ...flexible, productId: "1" }),
  row("GET /v5/earn/coupons", "getEarnCouponList", undefined, dual)
]

/** byUSDT: minted from the USDT flexible saving staked above. */
export const token: ReadonlyArray<Row> = [
  row("GET /v5/earn/token/product", "getEarnTokenProduct", undefined, { coin: "BYUSDT" }),
  row("POST /v5/earn/token/place-order", "submitEarnTokenOrder", undefined, (ctx) => ({
    coin: "BYUSDT",
    orderType: "Mint",
    amount: "500",
    accountType: "FlexibleSaving",
    orderLinkId: link(ctx, "mint")
  })),
  row("GET /v5/earn/token/order", "getEarnTokenOrders", undefined, { coin: "BYUSDT" }),
  row("GET /v5/earn/token/position", "getEarnTokenPosition", undefined, { coin: "BYUSDT" }),
  row("GET /v5/earn/token/yield", "getEarnTokenDailyYield", undefined, { coin: "BYUSDT" }),
  row("GET /v5/earn/token/hourly-yield", "getEarnTokenHourlyYield", undefined, { coin: "BYUSDT" }),
  row("GET /v5/earn/token/history-apr", "getEarnTokenHistoryApr", undefined, { coin: "BYUSDT", range: 2 })
]

/** Real-world assets and hold-to-earn. */
export const rwa: ReadonlyArray<Row> = [
  row("GET /v5/earn/rwa/product", "getRWAProductList", undefined, { coin: "USDC" }),
  row("POST /v5/earn/rwa/place-order", "placeRWAOrder", undefined, (ctx) => ({
    productId: 1001,
    orderType: "Stake",
    coin: "USDC",
    stakeAmount: "1000",
    accountType: "UNIFIED",
    orderLinkId: link(ctx, "rwa")
  })),
  row("GET /v5/earn/rwa/order", "getRWAOrderList", undefined, (ctx) => ({ orderLinkId: link(ctx, "rwa") }), {
    check: (result) => {
      if (field(result, "stakeAmount") !== "1000") throw new Error(`not the stake placed: ${JSON.stringify(result)}`)
    }
  }),
  row("GET /v5/earn/rwa/position", "getRWAPositionList", undefined),
  row("GET /v5/earn/rwa/nav-chart", "getRWANavChart", undefined, { productId: 1001 }),
  row("GET /v5/earn/hold-to-earn/product", "getHoldToEarnAirdropProducts", undefined),
  row("GET /v5/earn/hold-to-earn/yield-history", "getHoldToEarnAirdropYieldHistory", undefined, { limit: 5 })
]

/**
 * Fixed-term earn: a fixed-term saving with auto-invest switched, and a FundPool stake redeemed early once held the
 * day the product asks (it starts at the next whole hour). The clock moves: these rows come last.
 */
export const fixedTerm: ReadonlyArray<Row> = [
  row("GET /v5/earn/fixed-term/product", "getFixedTermEarnProduct", undefined, { coin: "USDT" }),
  row(
    "POST /v5/earn/fixed-term/place-order",
    "submitFixedTermEarnOrder",
    undefined,
    (ctx) => ({
      productId: 101,
      category: "FixedTermSaving",
      coin: "USDT",
      amount: "2000",
      accountType: "FUND",
      orderLinkId: link(ctx, "ft")
    }),
    { setup: fund("USDT", "10000"), check: keep("orderId", "termOrder") }
  ),
  row("GET /v5/earn/fixed-term/order", "getFixedTermEarnOrder", undefined, (ctx) => ({
    orderId: got(ctx, "termOrder")
  })),
  row(
    "POST /v5/earn/fixed-term/place-order",
    "submitFixedTermEarnOrder",
    undefined,
    (ctx) => ({
      productId: 102,
      category: "FundPool",
      coin: "USDC",
      amount: "600",
      accountType: "FUND",
      orderLinkId: link(ctx, "pool")
    }),
    { setup: fund("USDC", "1000") }
  ),
  row(
    "GET /v5/earn/fixed-term/position",
    "getFixedTermEarnPosition",
    undefined,
    { category: "FundPool" },
    {
      check: keep("positionId", "poolPosition")
    }
  ),
  row(
    "GET /v5/earn/fixed-term/position",
    "getFixedTermEarnPosition",
    undefined,
    { category: "FixedTermSaving" },
    {
      check: keep("positionId", "termPosition")
    }
  ),
  row("POST /v5/earn/fixed-term/position/auto-invest", "setFixedTermEarnAutoInvest", undefined, (ctx) => ({
    productId: 101,
    category: "FixedTermSaving",
    positionId: Number(got(ctx, "termPosition")),
    status: "Enable"
  })),
  row(
    "POST /v5/earn/fixed-term/redeem",
    "redeemFixedTermEarn",
    undefined,
    (ctx) => ({ productId: 102, category: "FundPool", positionId: Number(got(ctx, "poolPosition")) }),
    { setup: passTime(26 * HOUR) }
  )
]
