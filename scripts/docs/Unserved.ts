/**
 * What the drift check found that we define and decode but the emulator serves only in part, or not at all, and
 * why: kept by hand beside the drift report (a regenerated `docs/DRIFT.md` keeps it), so a finding is either closed
 * or listed with its reason.
 *
 * @since 1.3.0
 */

/**
 * One finding: what it is, what the emulator does with it, and why no more.
 *
 * @since 1.3.0
 * @category models
 */
export interface Gap {
  readonly subject: string
  readonly emulator: string
  readonly why: string
}

/**
 * The gaps.
 *
 * @since 1.3.0
 * @category data
 */
export const all: ReadonlyArray<Gap> = [
  {
    subject: "Advanced Earn `category: SmartLeverage` (`/v5/earn/advance/*`)",
    emulator:
      "lists no product, order or position; a stake or redemption answers 180008; a redemption estimate answers " +
      "success: false for each id",
    why: "needs a Smart Leverage desk (quotes, breakeven prices, positions) the emulator lacks"
  },
  {
    subject: "`POST /v5/strategy/create` `strategyType: pov`, `povParams`, `positionValue`, `subPositionValue`",
    emulator: "not served (no strategy endpoint is)",
    why: "strategy orders (TWAP, chase, iceberg, POV) are not modelled"
  },
  {
    subject: "`POST /v5/asset/withdraw/create` `accountType: EARN`, `FUND,UTA,EARN`",
    emulator: "`EARN` holds nothing to withdraw (131085); the combo draws on Funding, then UTA",
    why: "the emulator has no Earn wallet: its Earn products are not a withdrawal source"
  },
  {
    subject: "`POST /v5/asset/deposit/deposit-to-account` `accountType: EARN`",
    emulator: "accepted; deposits land in Funding",
    why: "no flexible saving to stake a deposit in (the docs' rule for a coin without one)"
  },
  {
    subject: "`GET /v5/earn/yield` `category: OnChain`",
    emulator: "lists none; a `productId` answers 180001 (as the docs say)",
    why: "the emulator pays on-chain yield with the redemption, not as yield rows"
  },
  {
    subject: "code 32024 on `POST /v5/asset/exchange/convert-execute` (the convert guide's table)",
    emulator: "confirms at the quoted rate; answers 32024 only when told to (the `ret-code` fault)",
    why: "its quotes live 15 s at the rate they were made, so the rate never moves past 0.5 % between the two"
  },
  {
    subject:
      "response values of flows the emulator does not model: convert records made on the web or app " +
      "(`funding`, `funding_fiat`, `funding_fbtc_convert`, `funding_block_trade`), fixed-term `ReinvestSuccess`, " +
      "Advanced Earn `Settling`/`Settled` positions and `Long`/`Short` directions, closed PnL `SessionSettlePnL`",
    emulator: "typed and decoded by the client; the emulator never sends them",
    why: "no web/app conversions, no fixed-term reinvestment, no Discount Buy or Smart Leverage positions, no USDC sessions"
  },
  {
    subject: "`GET /v5/pre-upgrade/execution/list` `category: spot`",
    emulator: "not served (no pre-upgrade endpoint is)",
    why: "pre-upgrade (classic account) histories are not modelled"
  }
]

/**
 * The section of the drift report.
 *
 * @since 1.3.0
 * @category rendering
 */
export const render = (gaps: ReadonlyArray<Gap> = all): string =>
  [
    `## Defined and decoded, served in part (${gaps.length})`,
    "",
    "Kept by hand in `scripts/docs/Unserved.ts`: what the drift check found that the client now sends and decodes,",
    "and what the emulator does with it.",
    "",
    "| Subject | Emulator | Why |",
    "| ------- | -------- | --- |",
    ...gaps.map((g) => `| ${g.subject} | ${g.emulator} | ${g.why} |`),
    ""
  ].join("\n")
