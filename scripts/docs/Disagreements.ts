/**
 * Where a docs page's table and its example disagree, and which the emulator follows (the example, unless a
 * decision says otherwise): kept by hand, one entry per disagreement, and written under the drift report's own
 * section so a regenerated `docs/DRIFT.md` keeps them.
 *
 * @since 1.2.0
 */

/**
 * One disagreement: the page, the answer's subject, what the table and the example say, and what the emulator does.
 *
 * @since 1.2.0
 * @category models
 */
export interface Disagreement {
  readonly page: string
  readonly subject: string
  readonly table: string
  readonly example: string
  readonly emulator: string
}

/**
 * The disagreements found so far.
 *
 * @since 1.2.0
 * @category data
 */
export const all: ReadonlyArray<Disagreement> = [
  {
    page: "docs/v5/asset/deposit/sub-deposit-addr.mdx",
    subject: "`GET /v5/asset/deposit/query-sub-member-address` `chains`",
    table: "an array of objects",
    example: "one object",
    emulator: "one object (the example)"
  },
  {
    page: "docs/v5/market/instrument.mdx",
    subject: "`GET /v5/market/instruments-info` spot item `xstockMultiplier`",
    table: "listed",
    example: "absent",
    emulator: 'sends "1" (the table, issue 43\'s choice; the lead may align it with the example)'
  },
  {
    page: "docs/v5/market/instrument.mdx",
    subject: "`GET /v5/market/instruments-info` spot item `lotSizeFilter.maxMarketOrderQty`",
    table: "absent",
    example: "listed",
    emulator: "sends it (the example)"
  },
  {
    page: "docs/v5/lt/purchase.mdx",
    subject: "`POST /v5/spot-lever-token/purchase` request `ltAmount`",
    table: "ltAmount",
    example: "amount (HTTP and Python examples)",
    emulator: "reads either; the client's `ltAmount` goes out as `amount` (the examples, and what bybit-api sends)"
  },
  {
    page: "docs/v5/bot/futures-combo/get-detail.mdx",
    subject: "`POST /v5/fcombobot/detail` `detail.symbol_settings.side`",
    table: "Long, Short",
    example: "SIDE_LONG, SIDE_SHORT",
    emulator: "not served (bots are not modelled); the client's type names all four"
  },
  {
    page: "docs/v5/strategy/create-strategy.mdx",
    subject: "`POST /v5/strategy/create` chase order `chasePrice`",
    table: "absent (chaseDistance, chasePercentE4)",
    example: "chasePrice",
    emulator: "not served; the client sends what the table lists"
  }
]

/**
 * The section of the drift report.
 *
 * @since 1.2.0
 * @category rendering
 */
export const render = (entries: ReadonlyArray<Disagreement> = all): string =>
  [
    `## Table and example disagree (${entries.length})`,
    "",
    "Kept by hand in `scripts/docs/Disagreements.ts`: where a page's table and its example disagree, the emulator",
    "follows the example unless the line says otherwise.",
    "",
    "| Page | Subject | Table | Example | Emulator |",
    "| ---- | ------- | ----- | ------- | -------- |",
    ...entries.map((d) => `| ${d.page} | ${d.subject} | ${d.table} | ${d.example} | ${d.emulator} |`),
    ""
  ].join("\n")
